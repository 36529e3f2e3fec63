import { describe, expect, it } from 'vitest';
import { canTransition, emptiesCart, orderNumber, orderStatusFor, releasesStock } from './status';

describe('order status', () => {
  it('maps Mollie statuses, keeping unfinished payments pending', () => {
    expect(orderStatusFor('open')).toBe('pending');
    expect(orderStatusFor('authorized')).toBe('pending');
    expect(orderStatusFor('paid')).toBe('paid');
    expect(orderStatusFor('expired')).toBe('expired');
  });
  it('moves only pending orders and releases stock only for unpaid final statuses', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('paid', 'failed')).toBe(false);
    expect(canTransition('failed', 'paid')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(['failed', 'canceled', 'expired'].every((s) => releasesStock(s as never))).toBe(true);
    expect(releasesStock('paid')).toBe(false);
  });
  it('empties the cart for a paid or open order, keeps it after a failed payment for another try', () => {
    expect(emptiesCart('paid')).toBe(true);
    expect(emptiesCart('pending')).toBe(true);
    expect(['failed', 'canceled', 'expired'].some((s) => emptiesCart(s as never))).toBe(false);
  });
  it('shows the order number as # and 8 upper-case characters', () => {
    expect(orderNumber('3f2a9c1d-0000-4000-8000-000000000000')).toBe('#3F2A9C1D');
  });
});
