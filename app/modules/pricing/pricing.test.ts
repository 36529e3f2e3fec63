import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, checkoutTotals, discountPercentage, nextTier } from './pricing';
import { divideRounded } from './rounding';

const planner = (quantity: number) => [{ unitPriceCents: 2995, quantity }];
const NL = { vatRate: 21, freeShippingThresholdCents: 0, shippingCostCents: 0 };
const DE = { vatRate: 19, freeShippingThresholdCents: 7500, shippingCostCents: 495 };

describe('volume tiers', () => {
  it('gives 0, 5, 10 and 15 % from 1, 2, 3 and 4 items', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(discountPercentage)).toEqual([0, 0, 5, 10, 15, 15, 15]);
  });
  it('tells how many more items reach the next tier', () => {
    expect(nextTier(1)).toEqual({ itemsNeeded: 1, percent: 5 });
    expect(nextTier(3)).toEqual({ itemsNeeded: 1, percent: 15 });
    expect(nextTier(4)).toBeUndefined();
  });
  it('takes 10 % off three planners: 89,85 minus 8,99 is 80,86', () => {
    expect(cartTotals(planner(3))).toEqual({
      quantity: 3,
      subtotalCents: 8985,
      discountPercentage: 10,
      discountCents: 899,
      totalCents: 8086,
    });
  });
});

describe('checkout math', () => {
  it('keeps the Dutch price as it is: 29,95 is 24,75 net plus 5,20 VAT, shipped free', () => {
    expect(checkoutTotals(planner(1), NL)).toMatchObject({
      netCents: 2475,
      vatCents: 520,
      shippingCents: 0,
      grandTotalCents: 2995,
    });
  });
  it('applies the zone VAT and charges shipping below the threshold', () => {
    expect(checkoutTotals(planner(1), DE)).toMatchObject({
      netCents: 2475,
      vatCents: 470,
      shippingCents: 495,
      grandTotalCents: 3440,
    });
  });
  it('ships free once the net amount reaches the threshold', () => {
    // 4 planners: 119,80 - 15 % = 101,83 incl. VAT, 84,16 net >= 75,00
    expect(checkoutTotals(planner(4), DE)).toMatchObject({
      totalCents: 10183,
      netCents: 8416,
      shippingCents: 0,
    });
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
        const t = checkoutTotals(lines, zone);
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
        expect(t.netCents + t.vatCents + t.shippingCents).toBe(t.grandTotalCents);
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
          const fewer = cartTotals([{ unitPriceCents: price, quantity }]).totalCents;
          const more = cartTotals([{ unitPriceCents: price, quantity: quantity + 1 }]).totalCents;
          expect(more).toBeGreaterThanOrEqual(fewer);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
