import type { Lang } from '~/i18n/config';
import { likelyCountry } from '~/modules/checkout/countries';
import type { ShippingClaims } from '~/modules/content/home-facts';
import { activeShippingZones } from '~/modules/shipping/zones.server';

const delivery = (zone: { deliveryMinDays: number; deliveryMaxDays: number }) => ({
  deliveryMinDays: zone.deliveryMinDays,
  deliveryMaxDays: zone.deliveryMaxDays,
});

/**
 * What the home page may promise about shipping, read from the one source: shipping_zones. The
 * reader is the page language's country when it is shipped to (a French page names France), else
 * the home market: the page stays one per language, so shared caches need not vary by visitor.
 */
export async function shippingClaims(lang: Lang): Promise<ShippingClaims> {
  const zones = await activeShippingZones();
  const nl = zones.find((zone) => zone.countryCode === 'NL');
  const abroad = zones
    .filter((zone) => zone.countryCode !== 'NL' && zone.shippingCostCents > 0)
    .map((zone) => zone.freeShippingThresholdCents);
  const readerCode = likelyCountry(
    zones.map((zone) => zone.countryCode),
    lang,
  );
  const reader = zones.find((zone) => zone.countryCode === readerCode);
  return {
    freeInNetherlands:
      nl !== undefined && (nl.shippingCostCents === 0 || nl.freeShippingThresholdCents === 0),
    freeAbroadFromCents: abroad.length > 0 ? Math.min(...abroad) : null,
    deliveryNl: nl ? delivery(nl) : null,
    reader: reader
      ? {
          code: reader.countryCode,
          freeFromCents:
            reader.shippingCostCents === 0 || reader.freeShippingThresholdCents === 0
              ? 0
              : reader.freeShippingThresholdCents,
          delivery: delivery(reader),
        }
      : null,
  };
}
