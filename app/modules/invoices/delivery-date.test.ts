import { describe, expect, it } from 'vitest';
import { deliveryDate } from './delivery-date';

describe('deliveryDate', () => {
  const paidAt = new Date('2026-11-22T10:15:00Z');

  it('is the payment (invoice) date, flagged as such, while the parcel has not left', () => {
    expect(deliveryDate({ paidAt, shippedAt: null })).toEqual({ date: paidAt, sameAsInvoiceDate: true });
  });

  it('is the dispatch date once known', () => {
    const shippedAt = new Date('2026-11-23T14:00:00Z');
    expect(deliveryDate({ paidAt, shippedAt })).toEqual({ date: shippedAt, sameAsInvoiceDate: false });
  });
});
