import { describe, expect, it } from 'vitest';
import { formatClock, formatMoney } from './format';

describe('formatMoney', () => {
  it('uses a decimal comma in nl, fr and de and a point in en', () => {
    expect(formatMoney(2995, 'nl')).toMatch(/^€\s29,95$/);
    expect(formatMoney(2995, 'fr')).toMatch(/^29,95\s€$/);
    expect(formatMoney(2995, 'de')).toMatch(/^29,95\s€$/);
    expect(formatMoney(2995, 'en')).toBe('€29.95');
  });
});

describe('formatClock', () => {
  it('writes the dispatch cut-off as each language does in running text', () => {
    expect(formatClock('13:00', 'nl')).toBe('13.00 uur');
    expect(formatClock('13:00', 'fr')).toBe('13\u00a0h');
    expect(formatClock('13:30', 'fr')).toBe('13\u00a0h\u00a030');
    expect(formatClock('13:00', 'de')).toBe('13\u00a0Uhr');
    expect(formatClock('09:30', 'de')).toBe('9:30\u00a0Uhr');
    expect(formatClock('13:00', 'en')).toBe('13:00');
  });
});
