import { divideRounded, toBasisPoints } from './rounding';

/** Everything here is integer cents. Spec section 9 gives the rules. */

export type PricedLine = { unitPriceCents: number; quantity: number };

export function totalQuantity(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export type VolumeTier = { minQuantity: number; percent: number };

/**
 * The merchant's volume rules (admin settings): tiers ascending by quantity, and the quantity from
 * which a quote is suggested. They come from the server with the cart, so browser and server agree.
 */
export type PricingRules = { tiers: readonly VolumeTier[]; largeOrderQuantity: number };

/** The percentage of the highest tier the quantity reaches (below the first tier: none). */
export function discountPercentage(quantity: number, rules: PricingRules): number {
  let percent = 0;
  for (const tier of rules.tiers) if (quantity >= tier.minQuantity) percent = tier.percent;
  return percent;
}

export type NextTier = { itemsNeeded: number; percent: number };

/** The next tier's percentage and how many more items reach it, or null at the top tier. */
export function nextTier(quantity: number, rules: PricingRules): NextTier | null {
  const current = discountPercentage(quantity, rules);
  const tier = rules.tiers.find((t) => t.minQuantity > quantity && t.percent > current);
  return tier ? { itemsNeeded: tier.minQuantity - quantity, percent: tier.percent } : null;
}

export type CartTotals = {
  quantity: number;
  subtotalCents: number;
  discountPercentage: number;
  discountCents: number;
  /** What the shopper pays for the goods, VAT included: subtotal minus discount. */
  totalCents: number;
  /** The next discount within reach, for the 'one more and you save' hint. */
  nextTier: NextTier | null;
  /** The quantity is large enough to suggest asking for a quote. */
  largeOrder: boolean;
};

export function cartTotals(lines: readonly PricedLine[], rules: PricingRules): CartTotals {
  const quantity = totalQuantity(lines);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const percent = discountPercentage(quantity, rules);
  const discountCents = divideRounded(subtotalCents * percent, 100);
  return {
    quantity,
    subtotalCents,
    discountPercentage: percent,
    discountCents,
    totalCents: subtotalCents - discountCents,
    nextTier: nextTier(quantity, rules),
    largeOrder: quantity >= rules.largeOrderQuantity,
  };
}

export type ShippingZoneRates = {
  vatRate: number;
  freeShippingThresholdCents: number;
  shippingCostCents: number;
};

/** The shop's prices include Dutch VAT: the spec treats the cart total as VAT-inclusive at 21 %. */
export const PRICE_VAT_RATE = 21;

export type CheckoutTotals = CartTotals & {
  netCents: number;
  vatRate: number;
  vatCents: number;
  shippingCents: number;
  grandTotalCents: number;
};

/**
 * Spec section 9: net = cart total / 1.21; shipping is free when net reaches the zone's threshold;
 * VAT = net x the zone's rate; total = net + VAT + shipping. Each step rounds half away from zero,
 * so net + VAT + shipping equals the total to the cent.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  zone: ShippingZoneRates,
  rules: PricingRules,
): CheckoutTotals {
  const cart = cartTotals(lines, rules);
  const included = toBasisPoints(PRICE_VAT_RATE);
  const netCents = divideRounded(cart.totalCents * 10_000, 10_000 + included);
  const shippingCents = netCents >= zone.freeShippingThresholdCents ? 0 : zone.shippingCostCents;
  const vatCents = divideRounded(netCents * toBasisPoints(zone.vatRate), 10_000);
  return {
    ...cart,
    netCents,
    vatRate: zone.vatRate,
    vatCents,
    shippingCents,
    grandTotalCents: netCents + vatCents + shippingCents,
  };
}
