import { describe, expect, it } from 'vitest';
import { orderStage, withdrawalOpen } from './order-stage';

describe('the order stage a customer reads', () => {
  it.each([
    ['pending', 'unfulfilled', 'awaitingPayment'],
    ['failed', 'unfulfilled', 'failed'],
    ['expired', 'unfulfilled', 'expired'],
    ['paid', 'unfulfilled', 'preparing'],
    ['paid', 'shipped', 'shipped'],
  ] as const)('%s + %s -> %s', (payment, fulfilment, stage) => {
    expect(orderStage(payment, fulfilment)).toBe(stage);
  });
});

describe('the withdrawal button on the order page', () => {
  const base = { deliveryMaxDays: 2, periodDays: 14, now: new Date('2026-11-23T10:00:00Z') };
  it('shows for a paid order not yet shipped, and not for an unpaid one', () => {
    expect(withdrawalOpen({ ...base, paymentStatus: 'paid', shippedAt: null })).toBe(true);
    expect(withdrawalOpen({ ...base, paymentStatus: 'pending', shippedAt: null })).toBe(false);
  });
  it('goes away once 14 days after the latest delivery have passed', () => {
    // Shipped Monday 2 Nov, delivered by Wednesday 4 Nov; the period ran to Wednesday 18 Nov.
    const shippedAt = new Date('2026-11-02T10:00:00Z');
    expect(withdrawalOpen({ ...base, paymentStatus: 'paid', shippedAt })).toBe(false);
    expect(
      withdrawalOpen({ ...base, paymentStatus: 'paid', shippedAt, now: new Date('2026-11-18T09:00:00Z') }),
    ).toBe(true);
  });
});
