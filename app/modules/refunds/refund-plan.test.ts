import { describe, expect, it } from 'vitest';
import { checkoutTotals } from '~/modules/pricing/pricing';
import { exampleSettings } from '~/modules/settings/defaults';
import { type EarlierRefund, planRefund, type RefundableOrder, remaining } from './refund-plan';

const planner = { productId: 'wall-planner-001', name: 'Whiteboard Jaarplanner', unitPriceCents: 2995 };
const stand = { productId: 'stand-001', name: 'Standaard', unitPriceCents: 1250 };

function order(
  items: { productId: string; name: string; unitPriceCents: number; quantity: number }[],
  zone = { vatRate: 21, freeShippingThresholdCents: 0, shippingCostCents: 0 },
): RefundableOrder {
  const totals = checkoutTotals(items, zone, exampleSettings.tiers);
  return {
    orderItems: items,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.grandTotalCents,
  };
}
const threePlanners = order([{ ...planner, quantity: 3 }]);
const withShipping = order([{ ...planner, quantity: 1 }], {
  vatRate: 19,
  freeShippingThresholdCents: 7500,
  shippingCostCents: 495,
});
const earlier = (plan: EarlierRefund) => [plan];

describe('planRefund', () => {
  it('refunds two of three planners less their share of the 10% volume discount', () => {
    // 3 x 29,95 = 89,85 minus 8,99 discount = 80,86 paid; two planners carry 5,99 of the discount.
    const result = planRefund(threePlanners, [], {
      whole: false,
      quantities: { [planner.productId]: 2 },
      shipping: false,
    });
    expect(result).toEqual({
      ok: true,
      plan: { lines: [{ ...planner, quantity: 2 }], discountCents: 599, shippingCents: 0, amountCents: 5391 },
    });
  });

  it('gives the last planner the rest of the discount, so all refunds add up to what was paid', () => {
    const first = planRefund(threePlanners, [], {
      whole: false,
      quantities: { [planner.productId]: 2 },
      shipping: false,
    });
    if (!first.ok) throw new Error('first refund refused');
    const rest = planRefund(threePlanners, earlier(first.plan), { whole: true });
    expect(rest).toMatchObject({ ok: true, plan: { discountCents: 300, amountCents: 2695 } });
    expect(first.plan.amountCents + (rest.ok ? rest.plan.amountCents : 0)).toBe(threePlanners.totalCents);
  });

  it('refunds the whole order to the cent, shipping included', () => {
    expect(planRefund(withShipping, [], { whole: true })).toMatchObject({
      ok: true,
      plan: { amountCents: 3490, shippingCents: 495 },
    });
  });

  it('refunds the shipping alone, once', () => {
    const shipping = planRefund(withShipping, [], { whole: false, quantities: {}, shipping: true });
    expect(shipping).toMatchObject({ ok: true, plan: { amountCents: 495, lines: [] } });
    if (!shipping.ok) return;
    expect(
      planRefund(withShipping, earlier(shipping.plan), { whole: false, quantities: {}, shipping: true }),
    ).toEqual({
      ok: false,
      refusal: { reason: 'shipping-refunded' },
    });
  });

  it('refuses more of a line than is left, naming the product and how many remain', () => {
    const first = planRefund(threePlanners, [], {
      whole: false,
      quantities: { [planner.productId]: 2 },
      shipping: false,
    });
    if (!first.ok) throw new Error('refused');
    expect(
      planRefund(threePlanners, earlier(first.plan), {
        whole: false,
        quantities: { [planner.productId]: 2 },
        shipping: false,
      }),
    ).toEqual({
      ok: false,
      refusal: { reason: 'too-many', name: planner.name, max: 1 },
    });
  });

  it('refuses a product that is not on the order, and an empty choice', () => {
    expect(
      planRefund(threePlanners, [], { whole: false, quantities: { 'other-product': 1 }, shipping: false }),
    ).toEqual({ ok: false, refusal: { reason: 'unknown-line' } });
    expect(
      planRefund(threePlanners, [], {
        whole: false,
        quantities: { [planner.productId]: 0 },
        shipping: false,
      }),
    ).toEqual({ ok: false, refusal: { reason: 'nothing' } });
  });

  it('refuses anything once everything was refunded, and never exceeds what is left', () => {
    const all = planRefund(threePlanners, [], { whole: true });
    if (!all.ok) throw new Error('refused');
    expect(planRefund(threePlanners, earlier(all.plan), { whole: true })).toEqual({
      ok: false,
      refusal: { reason: 'nothing' },
    });
    // An earlier refund of a round amount outside the lines (e.g. made in Mollie's dashboard) still counts.
    const manual = { lines: [], discountCents: 0, shippingCents: 0, amountCents: 8000 };
    expect(
      planRefund(threePlanners, [manual], {
        whole: false,
        quantities: { [planner.productId]: 1 },
        shipping: false,
      }),
    ).toEqual({
      ok: false,
      refusal: { reason: 'exceeds-paid', leftCents: 86 },
    });
  });

  it('splits the discount over lines of different products in proportion to their price', () => {
    const mixed = order([
      { ...planner, quantity: 2 },
      { ...stand, quantity: 2 },
    ]);
    const left = remaining(mixed, []);
    expect(left.discountCents).toBe(mixed.discountCents);
    const stands = planRefund(mixed, [], {
      whole: false,
      quantities: { [stand.productId]: 2 },
      shipping: false,
    });
    // 15% of 84,90 = 12,74 discount; the stands are 25,00 of 84,90, so 3,75 of it.
    expect(stands).toMatchObject({ ok: true, plan: { discountCents: 375, amountCents: 2125 } });
  });
});
