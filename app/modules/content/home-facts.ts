import type { Lang } from '~/i18n/config';
import { formatClock, formatMoney, regionName } from '~/i18n/format';
import { facts } from '~/modules/catalog/facts';
import type { ShopSettings } from '~/modules/settings/settings.server';
import { type DeliveryDays, deliveryDaysText } from '~/modules/shipping/delivery';

export type ShippingClaims = {
  /** Shipping within the Netherlands costs nothing at any order value. */
  freeInNetherlands: boolean;
  /** The lowest free-shipping threshold of the other active zones, if any. */
  freeAbroadFromCents: number | null;
  /** The Dutch zone's delivery time in working days (the legal texts name the Netherlands). */
  deliveryNl: DeliveryDays | null;
  /** The zone of the country the page's reader most likely lives in; its promise names that country. */
  reader: {
    code: string;
    /** 0 when shipping there is always free; else the threshold incl. VAT (0 cost never reaches here). */
    freeFromCents: number;
    delivery: DeliveryDays;
  } | null;
};

/**
 * The values every home text interpolates: the figures come from the merchant's settings and the
 * database (price, shipping), so the catalogs never spell out a number themselves. A marketing claim
 * the merchant left empty is null: components leave out whatever would state it.
 */
export function homeFacts(lang: Lang, priceCents: number, shipping: ShippingClaims, settings: ShopSettings) {
  const { claims, operations, tiers } = settings;
  const bestTier = tiers.tiers.at(-1);
  return {
    price: formatMoney(priceCents, lang),
    size: facts.productSize,
    weeks: facts.weeks,
    rating: claims.rating === undefined ? null : claims.rating.toLocaleString(lang),
    ratingValue: claims.rating ?? null,
    ratingMax: facts.ratingMax,
    reviewCount: claims.reviewCount ?? null,
    happyCustomers: claims.happyCustomers === undefined ? null : claims.happyCustomers.toLocaleString(lang),
    bestseller: claims.bestseller,
    verifiedReviews: claims.verifiedReviews,
    people: facts.peoplePerPlanner,
    returnDays: operations.returnDays,
    refundDays: operations.refundDays,
    warrantyYears: operations.warrantyYears,
    cutoff: formatClock(operations.dispatchCutoff, lang),
    deliveryDays: shipping.deliveryNl ? deliveryDaysText(shipping.deliveryNl, lang) : '',
    readerCountry: shipping.reader ? regionName(shipping.reader.code, lang) : '',
    readerDeliveryDays: shipping.reader ? deliveryDaysText(shipping.reader.delivery, lang) : '',
    readerFreeFrom: shipping.reader?.freeFromCents ? formatMoney(shipping.reader.freeFromCents, lang) : '',
    quoteHours: operations.quoteAnswerHours,
    largeOrder: tiers.largeOrderQuantity,
    tiers: tiers.tiers,
    maxDiscount: bestTier?.percent ?? 0,
    maxDiscountQty: bestTier?.minQuantity ?? 0,
    freeAbroadFrom:
      shipping.freeAbroadFromCents === null ? '' : formatMoney(shipping.freeAbroadFromCents, lang),
  };
}

export type HomeFacts = ReturnType<typeof homeFacts>;
