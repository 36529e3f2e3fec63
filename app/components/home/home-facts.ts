import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { facts } from '~/modules/catalog/facts';

export type ShippingClaims = {
  /** Shipping within the Netherlands costs nothing at any order value. */
  freeInNetherlands: boolean;
  /** The lowest free-shipping threshold of the other active zones, if any. */
  freeAbroadFromCents: number | null;
};

const bestTier = facts.volumeTiers[facts.volumeTiers.length - 1]!;

/**
 * The values every home text interpolates: the figures come from the facts module and the
 * database (price, shipping), so the catalogs never spell out a number themselves.
 */
export function homeFacts(lang: Lang, priceCents: number, shipping: ShippingClaims) {
  return {
    price: formatMoney(priceCents, lang),
    size: facts.productSize,
    weeks: facts.weeks,
    rating: facts.rating.toLocaleString(lang),
    ratingMax: facts.ratingMax,
    reviewCount: facts.reviewCount,
    happyCustomers: facts.happyCustomers.toLocaleString(lang),
    people: facts.peoplePerPlanner,
    returnDays: facts.returnDays,
    refundDays: facts.refundDays,
    warrantyYears: facts.warrantyYears,
    cutoff: facts.dispatchCutoff,
    deliveryDays: facts.deliveryWorkingDays,
    quoteHours: facts.quoteAnswerHours,
    largeOrder: facts.largeOrderQuantity,
    maxDiscount: bestTier.percent,
    maxDiscountQty: bestTier.minQuantity,
    freeAbroadFrom:
      shipping.freeAbroadFromCents === null ? '' : formatMoney(shipping.freeAbroadFromCents, lang),
  };
}

export type HomeFacts = ReturnType<typeof homeFacts>;
