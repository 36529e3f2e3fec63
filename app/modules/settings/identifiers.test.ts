import { describe, expect, it } from 'vitest';
import { compactIdentifier, formatIban, isEuVatId, isIban, isKvkNumber } from './identifiers';

describe('merchant identifiers', () => {
  it('accepts 8-digit KvK numbers only', () => {
    expect(isKvkNumber('87654321')).toBe(true);
    expect(isKvkNumber('8765432')).toBe(false);
    expect(isKvkNumber('876543210')).toBe(false);
    expect(isKvkNumber('8765432a')).toBe(false);
  });

  it('checks Dutch VAT ids strictly and other EU ids by their pattern', () => {
    expect(isEuVatId('NL123456789B01')).toBe(true);
    expect(isEuVatId('NL123456789B1')).toBe(false);
    expect(isEuVatId('NL12345678B01')).toBe(false);
    expect(isEuVatId('NL123456789X01')).toBe(false);
    expect(isEuVatId('DE123456789')).toBe(true);
    expect(isEuVatId('BE0123456789')).toBe(true);
    expect(isEuVatId('ATU12345678')).toBe(true);
    expect(isEuVatId('US123456789')).toBe(false);
    expect(isEuVatId(compactIdentifier('nl 1234.56789 b01'))).toBe(true);
  });

  it('accepts an IBAN only with the right length and checksum', () => {
    expect(isIban('NL91ABNA0417164300')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('BE68539007547034')).toBe(true);
    // one digit changed: the checksum catches the typo
    expect(isIban('NL91ABNA0417164301')).toBe(false);
    expect(isIban('NL91ABNA041716430')).toBe(false);
    expect(isIban(compactIdentifier('nl91 abna 0417 1643 00'))).toBe(true);
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
