/**
 * The track-and-trace page of the carriers Dutch shops ship with. The code goes into the address
 * escaped; a carrier we do not know gets no link (the code itself is still shown and e-mailed).
 */
const trackingPages: Record<string, (code: string, country: string, postalCode: string) => string> = {
  postnl: (code, country, postalCode) =>
    `https://jouw.postnl.nl/track-and-trace/${code}-${country}-${postalCode}`,
  dhl: (code) => `https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=${code}`,
  dpd: (code) => `https://tracking.dpd.de/status/nl_NL/parcel/${code}`,
  gls: (code) => `https://gls-group.com/NL/nl/volg-je-pakket?match=${code}`,
  ups: (code) => `https://www.ups.com/track?tracknum=${code}`,
  bpost: (code, _country, postalCode) =>
    `https://track.bpost.cloud/btr/web/#/search?itemCode=${code}&postalCode=${postalCode}`,
};

/** The carriers the owner can choose from when marking an order shipped (plus the one in settings). */
export const knownCarriers = ['PostNL', 'DHL', 'DPD', 'GLS', 'UPS', 'bpost'];

export function trackingUrl(shipment: {
  carrier: string | null;
  trackingCode: string | null;
  country: string;
  postalCode: string;
}): string | null {
  const page = shipment.carrier ? trackingPages[shipment.carrier.trim().toLowerCase()] : undefined;
  if (!page || !shipment.trackingCode) return null;
  return page(
    encodeURIComponent(shipment.trackingCode),
    encodeURIComponent(shipment.country),
    // Carriers' pages expect the postal code without its space ('2514EA').
    encodeURIComponent(shipment.postalCode.replace(/\s+/g, '')),
  );
}

/** Carrier choices for the form: the settings' carrier first, then the others, each once. */
export function carrierChoices(fromSettings: string): string[] {
  const first = fromSettings.trim();
  return [...(first ? [first] : []), ...knownCarriers.filter((c) => c.toLowerCase() !== first.toLowerCase())];
}
