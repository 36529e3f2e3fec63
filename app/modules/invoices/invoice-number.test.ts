import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear } from './invoice-number';

describe('invoice numbers', () => {
  it('pads the sequence to six digits after the year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-000001');
    expect(formatInvoiceNumber(2027, 123456)).toBe('2027-123456');
  });
  it('refuses sequences that cannot be issued', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
  });
  it('takes the year in Amsterdam, not in UTC', () => {
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-07-01T12:00:00Z'))).toBe(2026);
  });
});
