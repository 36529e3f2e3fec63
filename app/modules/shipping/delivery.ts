import type { TFunction } from '~/i18n/translation';

export type DeliveryDays = { deliveryMinDays: number; deliveryMaxDays: number };

/** A zone's delivery time as texts name it: '1-2' working days, or '2' when both ends agree. */
export function deliveryDaysText(zone: DeliveryDays): string {
  return zone.deliveryMinDays === zone.deliveryMaxDays
    ? String(zone.deliveryMinDays)
    : `${zone.deliveryMinDays}-${zone.deliveryMaxDays}`;
}

/**
 * 'Levertijd naar Duitsland: 2–4 werkdagen.' in the language of `t`, from the zone's figures: one
 * sentence for the checkout and the order confirmation (catalog keys checkout.legal.delivery*).
 */
export function deliveryTimeSentence(t: TFunction, country: string, zone: DeliveryDays): string {
  return zone.deliveryMinDays === zone.deliveryMaxDays
    ? t('checkout.legal.deliveryDays', { country, count: zone.deliveryMaxDays })
    : t('checkout.legal.deliveryRange', { country, min: zone.deliveryMinDays, max: zone.deliveryMaxDays });
}
