import { facts } from '~/modules/catalog/facts';
import { divideRounded, toBasisPoints } from './rounding';

/** Everything here is integer cents. Spec section 9 gives the rules. */

export type PricedLine = { unitPriceCents: number; quantity: number };

export function totalQuantity(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Volume tiers by total quantity: 1 item 0 %, 2 items 5 %, 3 items 10 %, 4 or more 15 %. */
export function discountPercentage(quantity: number): number {
  let percent = 0;
  for (const tier of facts.volumeTiers) if (quantity >= tier.minQuantity) percent = tier.percent;
  return percent;
}

/** The next tier's percentage and how many more items reach it, or undefined at the top tier. */
export function nextTier(quantity: number): { itemsNeeded: number; percent: number } | undefined {
  const tier = facts.volumeTiers.find(
    (t) => t.minQuantity > quantity && t.percent > discountPercentage(quantity),
  );
  return tier ? { itemsNeeded: tier.minQuantity - quantity, percent: tier.percent } : undefined;
}

export type CartTotals = {
  quantity: number;
  subtotalCents: number;
  discountPercentage: number;
  discountCents: number;
  /** What the shopper pays for the goods, VAT included: subtotal minus discount. */
  totalCents: number;
};

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const quantity = totalQuantity(lines);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const percent = discountPercentage(quantity);
  const discountCents = divideRounded(subtotalCents * percent, 100);
  return {
    quantity,
    subtotalCents,
    discountPercentage: percent,
    discountCents,
    totalCents: subtotalCents - discountCents,
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
export function checkoutTotals(lines: readonly PricedLine[], zone: ShippingZoneRates): CheckoutTotals {
  const cart = cartTotals(lines);
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
