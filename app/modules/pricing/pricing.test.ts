import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  checkoutTotals,
  discountPercentage,
  nextTier,
  type PricingRules,
  taxOrder,
  totalQuantity,
} from './pricing';
import { divideRounded, toBasisPoints } from './rounding';

/** The spec's volume tiers; the merchant can change them in the admin (settings). */
const SPEC_RULES: PricingRules = {
  tiers: [
    { minQuantity: 2, percent: 5 },
    { minQuantity: 3, percent: 10 },
    { minQuantity: 4, percent: 15 },
  ],
  largeOrderQuantity: 5,
};
const planner = (quantity: number) => [{ unitPriceCents: 2995, quantity }];
const NL = { vatRate: 21, freeShippingThresholdCents: 0, shippingCostCents: 0 };
const DE = { vatRate: 19, freeShippingThresholdCents: 7500, shippingCostCents: 495 };

describe('volume tiers', () => {
  it('gives 0, 5, 10 and 15 % from 1, 2, 3 and 4 items', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map((q) => discountPercentage(q, SPEC_RULES))).toEqual([
      0, 0, 5, 10, 15, 15, 15,
    ]);
  });
  it('tells how many more items reach the next tier', () => {
    expect(nextTier(1, SPEC_RULES)).toEqual({ itemsNeeded: 1, percent: 5 });
    expect(nextTier(3, SPEC_RULES)).toEqual({ itemsNeeded: 1, percent: 15 });
    expect(nextTier(4, SPEC_RULES)).toBeNull();
  });
  it('takes 10 % off three planners: 89,85 minus 8,99 is 80,86', () => {
    expect(cartTotals(planner(3), SPEC_RULES)).toEqual({
      quantity: 3,
      subtotalCents: 8985,
      discountPercentage: 10,
      discountCents: 899,
      totalCents: 8086,
      nextTier: { itemsNeeded: 1, percent: 15 },
      largeOrder: false,
    });
  });
});

describe('checkout math (DESIGN.md 4: one gross price, destination VAT worked out backwards)', () => {
  it('keeps the Dutch price as it is: 29,95 contains 5,20 VAT, shipped free', () => {
    expect(checkoutTotals(planner(1), NL, SPEC_RULES)).toMatchObject({
      netCents: 2475,
      vatCents: 520,
      shippingCents: 0,
      grandTotalCents: 2995,
    });
  });
  it('charges a German consumer the same 29,95 with German VAT in it, plus taxed shipping', () => {
    // 29,95 at 19 %: 4,78 VAT; shipping 4,95 at 19 %: 0,79 VAT
    expect(checkoutTotals(planner(1), DE, SPEC_RULES)).toMatchObject({
      totalCents: 2995,
      shippingCents: 495,
      vatCents: 478 + 79,
      netCents: 2995 + 495 - 557,
      grandTotalCents: 3490,
    });
  });
  it('ships free once the gross goods total after discount reaches the threshold', () => {
    // 3 planners: 89,85 - 10 % = 80,86 incl. VAT >= 75,00; 2 planners: 59,90 - 5 % = 56,90 < 75,00
    expect(checkoutTotals(planner(3), DE, SPEC_RULES)).toMatchObject({ totalCents: 8086, shippingCents: 0 });
    expect(checkoutTotals(planner(2), DE, SPEC_RULES)).toMatchObject({
      totalCents: 5690,
      shippingCents: 495,
    });
  });
  it('takes the VAT of each part on its own: three Dutch planners hold 15,59 - 1,56 = 14,03 VAT', () => {
    const order = taxOrder(planner(3), 899, 0, 21);
    expect(order.lines).toEqual([{ grossCents: 8985, vatCents: 1559, netCents: 7426 }]);
    expect(order.discount).toEqual({ grossCents: -899, vatCents: -156, netCents: -743 });
    expect(checkoutTotals(planner(3), NL, SPEC_RULES)).toMatchObject({ vatCents: 1403, netCents: 6683 });
  });
});

describe('rounding', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(15, 10)).toBe(2);
  });
});

const linesArb = fc.array(
  fc.record({
    unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 999 }),
  }),
  { minLength: 1, maxLength: 20 },
);
const zoneArb = fc.record({
  vatRate: fc.constantFrom(0, 5.5, 9, 17, 19, 20, 21, 25),
  freeShippingThresholdCents: fc.integer({ min: 0, max: 100_000 }),
  shippingCostCents: fc.integer({ min: 0, max: 5_000 }),
});

describe('properties', () => {
  it('never gives a negative amount and the parts always add up', () => {
    fc.assert(
      fc.property(linesArb, zoneArb, (lines, zone) => {
        const t = checkoutTotals(lines, zone, SPEC_RULES);
        for (const value of [
          t.subtotalCents,
          t.discountCents,
          t.totalCents,
          t.netCents,
          t.vatCents,
          t.shippingCents,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
        }
        expect(t.subtotalCents - t.discountCents).toBe(t.totalCents);
        expect(t.netCents + t.vatCents).toBe(t.grandTotalCents);
        expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.grandTotalCents).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
  it('never makes more items cost less in total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 998 }),
        (price, quantity) => {
          const fewer = cartTotals([{ unitPriceCents: price, quantity }], SPEC_RULES).totalCents;
          const more = cartTotals([{ unitPriceCents: price, quantity: quantity + 1 }], SPEC_RULES).totalCents;
          expect(more).toBeGreaterThanOrEqual(fewer);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/** The spec's tier table (section 9), written out independently of the facts it is built from. */
const specPercent = (quantity: number) => (quantity >= 4 ? 15 : quantity === 3 ? 10 : quantity === 2 ? 5 : 0);

/** |2 (n - r d)| <= d, and an exact half goes away from zero: r is n / d rounded half away from 0. */
function isRoundedQuotient(n: number, d: number, r: number) {
  const twiceError = 2n * (BigInt(n) - BigInt(r) * BigInt(d));
  const abs = twiceError < 0n ? -twiceError : twiceError;
  if (abs > BigInt(d)) return false;
  if (abs === BigInt(d)) return Math.abs(r) * d > Math.abs(n); // the half went away from zero
  return true;
}

describe('properties of every pricing function', () => {
  it('totalQuantity is the sum of the quantities, in any order', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const sum = lines.map((l) => l.quantity).reduce((a, b) => a + b, 0);
        expect(totalQuantity(lines)).toBe(sum);
        expect(totalQuantity([...lines].reverse())).toBe(sum);
        expect(totalQuantity([])).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('discountPercentage follows the spec table and never drops as the cart grows', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 1_000_000 })), (q) => {
        expect(discountPercentage(q, SPEC_RULES)).toBe(specPercent(q));
        expect(discountPercentage(q + 1, SPEC_RULES)).toBeGreaterThanOrEqual(
          discountPercentage(q, SPEC_RULES),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('nextTier names the nearest better tier and exactly the items missing to reach it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 1_000_000 })), (q) => {
        const next = nextTier(q, SPEC_RULES);
        if (specPercent(q) === 15) {
          expect(next).toBeNull();
          return;
        }
        expect(next).toBeDefined();
        if (!next) return;
        expect(next.itemsNeeded).toBeGreaterThanOrEqual(1);
        expect(next.percent).toBe(specPercent(q + next.itemsNeeded));
        expect(next.percent).toBeGreaterThan(specPercent(q));
        // One item fewer would not yet reach a better tier.
        expect(specPercent(q + next.itemsNeeded - 1)).toBe(specPercent(q));
      }),
      { numRuns: 1000 },
    );
  });

  it('cartTotals takes the tier percentage off the subtotal, rounded to the nearest cent', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const t = cartTotals(lines, SPEC_RULES);
        const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
        expect(t.quantity).toBe(totalQuantity(lines));
        expect(t.subtotalCents).toBe(subtotal);
        expect(t.discountPercentage).toBe(specPercent(t.quantity));
        expect(isRoundedQuotient(subtotal * t.discountPercentage, 100, t.discountCents)).toBe(true);
        expect(t.totalCents).toBe(subtotal - t.discountCents);
      }),
      { numRuns: 1000 },
    );
  });

  it('checkoutTotals charges the advertised gross price everywhere, VAT backwards per part, shipping by gross threshold', () => {
    fc.assert(
      fc.property(linesArb, zoneArb, (lines, zone) => {
        const t = checkoutTotals(lines, zone, SPEC_RULES);
        // The goods cost what the page said, whatever the country; only shipping comes on top.
        expect(t.grandTotalCents).toBe(t.totalCents + t.shippingCents);
        expect(t.netCents + t.vatCents).toBe(t.grandTotalCents);
        expect(t.shippingCents).toBe(
          t.totalCents >= zone.freeShippingThresholdCents ? 0 : zone.shippingCostCents,
        );
        expect(t.vatRate).toBe(zone.vatRate);
        // Each part's VAT is gross x rate / (100 + rate), rounded half away from zero.
        const rate = Math.round(zone.vatRate * 100);
        const parts = taxOrder(lines, t.discountCents, t.shippingCents, zone.vatRate);
        for (const part of [...parts.lines, parts.discount, parts.shipping]) {
          expect(isRoundedQuotient(part.grossCents * rate, 10_000 + rate, part.vatCents)).toBe(true);
        }
        // So the total VAT is within half a cent per part of the VAT in the grand total.
        const exact = (t.grandTotalCents * rate) / (10_000 + rate);
        expect(Math.abs(t.vatCents - exact)).toBeLessThanOrEqual((lines.length + 2) / 2);
        // Right at the threshold shipping is free; one cent short, it is charged.
        const at = { ...zone, freeShippingThresholdCents: t.totalCents };
        expect(checkoutTotals(lines, at, SPEC_RULES).shippingCents).toBe(0);
        const short = { ...zone, freeShippingThresholdCents: t.totalCents + 1 };
        expect(checkoutTotals(lines, short, SPEC_RULES).shippingCents).toBe(zone.shippingCostCents);
      }),
      { numRuns: 1000 },
    );
  });

  it('divideRounded rounds any quotient to the nearest integer, halves away from zero, exactly', () => {
    fc.assert(
      fc.property(
        // Up to 10^15: above any amount x 10 000 the shop computes, below 2^53 / 2.
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1e15, max: 1e15 })),
        fc.oneof(fc.constantFrom(1, 2, 100, 10_000, 12_100), fc.integer({ min: 1, max: 1_000_000 })),
        (n, d) => {
          const r = divideRounded(n, d);
          expect(Number.isInteger(r)).toBe(true);
          expect(isRoundedQuotient(n, d, r)).toBe(true);
          expect(Object.is(r, -0)).toBe(false); // "-0,00" on an invoice
          expect(divideRounded(-n, d)).toBe(-r || 0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('divideRounded refuses fractions and non-positive denominators', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.integer(), fc.integer({ max: 0 })),
          fc.tuple(
            fc.double({ noNaN: true }).filter((x) => !Number.isInteger(x)),
            fc.integer({ min: 1 }),
          ),
          fc.tuple(
            fc.integer(),
            fc.double({ min: 0, noNaN: true }).filter((x) => !Number.isInteger(x)),
          ),
        ),
        ([n, d]) => {
          expect(() => divideRounded(n, d)).toThrow(RangeError);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('toBasisPoints turns any percentage with at most 2 decimals into exact hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        // Built from its decimal text, as a rate read from the database or the config would be.
        const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        expect(toBasisPoints(Number(text))).toBe(hundredths);
        expect(toBasisPoints(hundredths / 100)).toBe(hundredths);
      }),
      { numRuns: 1000 },
    );
  });
});
