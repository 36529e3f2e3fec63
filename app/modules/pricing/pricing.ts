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

/** VAT contained in a gross amount, and what remains net: net + VAT = gross, exactly. */
export type TaxedAmount = { grossCents: number; vatCents: number; netCents: number };

/**
 * DESIGN.md 4: prices are gross (what every consumer pays); the VAT in them is worked out backwards
 * at the destination country's rate, VAT = round(gross x rate / (100 + rate)), half away from zero.
 */
export function taxBackwards(grossCents: number, vatRate: number): TaxedAmount {
  const rate = toBasisPoints(vatRate);
  const vatCents = divideRounded(grossCents * rate, 10_000 + rate);
  return { grossCents, vatCents, netCents: grossCents - vatCents };
}

/**
 * The order split the way an invoice shows it: each line, the discount (a negative amount) and the
 * shipping each taxed on its own, so every document adds up to the cent with no rounding line.
 */
export type TaxedOrder = { lines: TaxedAmount[]; discount: TaxedAmount; shipping: TaxedAmount };

export function taxOrder(
  lines: readonly PricedLine[],
  discountCents: number,
  shippingCents: number,
  vatRate: number,
): TaxedOrder {
  return {
    lines: lines.map((line) => taxBackwards(line.unitPriceCents * line.quantity, vatRate)),
    discount: taxBackwards(-discountCents, vatRate),
    shipping: taxBackwards(shippingCents, vatRate),
  };
}

export function sumTaxed(order: TaxedOrder): TaxedAmount {
  return [...order.lines, order.discount, order.shipping].reduce(
    (sum, part) => ({
      grossCents: sum.grossCents + part.grossCents,
      vatCents: sum.vatCents + part.vatCents,
      netCents: sum.netCents + part.netCents,
    }),
    { grossCents: 0, vatCents: 0, netCents: 0 },
  );
}

export type ShippingZoneRates = {
  vatRate: number;
  /** Gross goods total (after discount) from which shipping is free; 0 means always free. */
  freeShippingThresholdCents: number;
  /** Gross, VAT at the zone's rate included. */
  shippingCostCents: number;
};

export type CheckoutTotals = CartTotals & {
  vatRate: number;
  /** Gross shipping, VAT included. */
  shippingCents: number;
  /** All the VAT the grand total contains (goods and shipping). */
  vatCents: number;
  /** The grand total excluding VAT. */
  netCents: number;
  grandTotalCents: number;
};

/**
 * What the shopper pays: the goods at their advertised gross price minus the volume discount, plus
 * the zone's gross shipping unless the discounted goods total reaches its threshold. The VAT shown
 * is the destination country's, contained in those amounts (DESIGN.md 4; replaces spec section 9).
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  zone: ShippingZoneRates,
  rules: PricingRules,
): CheckoutTotals {
  const cart = cartTotals(lines, rules);
  const shippingCents = cart.totalCents >= zone.freeShippingThresholdCents ? 0 : zone.shippingCostCents;
  const taxed = sumTaxed(taxOrder(lines, cart.discountCents, shippingCents, zone.vatRate));
  return {
    ...cart,
    vatRate: zone.vatRate,
    shippingCents,
    vatCents: taxed.vatCents,
    netCents: taxed.netCents,
    grandTotalCents: taxed.grossCents,
  };
}
