import { describe, expect, it } from 'vitest';
import { deliveryDaysText } from './delivery';

describe('deliveryDaysText', () => {
  it('writes a range with an en dash, in French with "à", and one figure when both ends agree', () => {
    const range = { deliveryMinDays: 1, deliveryMaxDays: 2 };
    expect(deliveryDaysText(range, 'nl')).toBe('1–2');
    expect(deliveryDaysText(range, 'de')).toBe('1–2');
    expect(deliveryDaysText(range, 'en')).toBe('1–2');
    expect(deliveryDaysText(range, 'fr')).toBe('1 à 2');
    expect(deliveryDaysText({ deliveryMinDays: 3, deliveryMaxDays: 3 }, 'fr')).toBe('3');
  });
});
