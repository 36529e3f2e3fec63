import { describe, expect, it } from 'vitest';
import { checkoutTotals } from '~/modules/pricing/pricing';
import { exampleSettings } from '~/modules/settings/defaults';
import { orderAmounts } from './order-amounts';

describe('the amounts an order stores', () => {
  it('take the grand total, shipping included, as the order total', () => {
    const items = [{ productId: 'wall-planner-001', name: 'Planner', unitPriceCents: 2995, quantity: 1 }];
    const zone = { vatRate: 19, freeShippingThresholdCents: 7500, shippingCostCents: 495 };
    const totals = checkoutTotals(items, zone, exampleSettings.tiers);
    const amounts = orderAmounts(totals);
    expect(amounts.shippingCents).toBe(495);
    expect(amounts.totalCents).toBe(totals.grandTotalCents);
    expect(amounts.totalCents).toBe(amounts.subtotalCents - amounts.discountCents + 495);
    expect(amounts).toMatchObject({ vatRate: 19, vatCents: totals.vatCents, discountPercentage: 0 });
  });
});
