import { describe, expect, it } from 'vitest';
import { parseWithdrawalFilter, withdrawalState } from './filters';

const order = '6f1c2d3e-0000-4000-8000-000000000001';

describe('withdrawal states', () => {
  it('is new when matched automatically and in time', () => {
    expect(withdrawalState({ status: 'new', orderId: order, late: false })).toBe('new');
  });
  it('is flagged without an order or after the period, until the owner matches it', () => {
    expect(withdrawalState({ status: 'new', orderId: null, late: false })).toBe('flagged');
    expect(withdrawalState({ status: 'new', orderId: order, late: true })).toBe('flagged');
    expect(withdrawalState({ status: 'matched', orderId: order, late: true })).toBe('matched');
  });
  it('is refunded once a refund is linked, whatever it was before', () => {
    expect(withdrawalState({ status: 'refunded', orderId: null, late: true })).toBe('refunded');
  });
  it('reads the filter from the query, anything else shows all', () => {
    expect(parseWithdrawalFilter('flagged')).toBe('flagged');
    expect(parseWithdrawalFilter('deleted')).toBe('all');
    expect(parseWithdrawalFilter(null)).toBe('all');
  });
});
