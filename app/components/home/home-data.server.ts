import { deliveryDaysText } from '~/modules/shipping/delivery';
import { activeShippingZones } from '~/modules/shipping/zones.server';
import type { ShippingClaims } from './home-facts';

/** What the home page may promise about shipping, read from the one source: shipping_zones. */
export async function shippingClaims(): Promise<ShippingClaims> {
  const zones = await activeShippingZones();
  const nl = zones.find((zone) => zone.countryCode === 'NL');
  const abroad = zones
    .filter((zone) => zone.countryCode !== 'NL' && zone.shippingCostCents > 0)
    .map((zone) => zone.freeShippingThresholdCents);
  return {
    freeInNetherlands:
      nl !== undefined && (nl.shippingCostCents === 0 || nl.freeShippingThresholdCents === 0),
    freeAbroadFromCents: abroad.length > 0 ? Math.min(...abroad) : null,
    deliveryDaysNl: nl ? deliveryDaysText(nl) : '',
  };
}
