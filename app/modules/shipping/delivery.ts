import type { Lang } from '~/i18n/config';
import type { TFunction } from '~/i18n/translation';

export type DeliveryDays = { deliveryMinDays: number; deliveryMaxDays: number };

/**
 * A zone's delivery time as texts name it: '1–2' working days (a range takes an en dash, not a
 * hyphen), French '1 à 2' (a French reader does not read a dash as 'to'), or '2' when both ends agree.
 */
export function deliveryDaysText(zone: DeliveryDays, lang: Lang): string {
  if (zone.deliveryMinDays === zone.deliveryMaxDays) return String(zone.deliveryMinDays);
  const to = lang === 'fr' ? ' à ' : '–';
  return `${zone.deliveryMinDays}${to}${zone.deliveryMaxDays}`;
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
