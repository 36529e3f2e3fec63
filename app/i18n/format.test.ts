import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('uses a decimal comma in nl, fr and de and a point in en', () => {
    expect(formatMoney(2995, 'nl')).toMatch(/^€\s29,95$/);
    expect(formatMoney(2995, 'fr')).toMatch(/^29,95\s€$/);
    expect(formatMoney(2995, 'de')).toMatch(/^29,95\s€$/);
    expect(formatMoney(2995, 'en')).toBe('€29.95');
  });
});
