import { describe, expect, it } from 'vitest';
import { addWorkingDays, isAfterPeriod, normaliseOrderNumber } from './withdrawal-period';

const at = (iso: string) => new Date(iso);

describe('the withdrawal period', () => {
  it('counts delivery in working days, skipping the weekend', () => {
    // Friday + 2 working days = Tuesday.
    expect(addWorkingDays(at('2026-11-20T10:00:00Z'), 2).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
  it('ends the period days after the latest promised delivery, not after dispatch', () => {
    const base = { shippedAt: at('2026-11-02T10:00:00Z'), deliveryMaxDays: 4, periodDays: 14 };
    // Shipped Monday 2 Nov, delivered by Friday 6 Nov at the latest, period runs to 20 Nov.
    expect(isAfterPeriod({ ...base, receivedAt: at('2026-11-20T09:00:00Z') })).toBe(false);
    expect(isAfterPeriod({ ...base, receivedAt: at('2026-11-20T11:00:00Z') })).toBe(true);
  });
  it('never flags a statement while the dispatch date is unknown', () => {
    expect(
      isAfterPeriod({
        shippedAt: null,
        deliveryMaxDays: 2,
        periodDays: 14,
        receivedAt: at('2030-01-01T00:00:00Z'),
      }),
    ).toBe(false);
  });
});

describe('order numbers as customers type them', () => {
  it.each([
    ['#3F2A9C1D', '3f2a9c1d'],
    [' 3f2a9c1d ', '3f2a9c1d'],
    ['bestelling #3F2A9C1D', '3f2a9c1d'],
    ['12345', null],
    ['', null],
  ])('%s -> %s', (typed, expected) => {
    expect(normaliseOrderNumber(typed)).toBe(expected);
  });
});
