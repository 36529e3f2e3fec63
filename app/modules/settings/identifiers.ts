/**
 * Checks for the merchant's registration numbers. Pure functions: the settings form validates with
 * them in the browser (instant feedback) and on the server (the one that counts).
 */

/** KvK (Dutch Chamber of Commerce) numbers are exactly 8 digits. */
export function isKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * VAT identification numbers of the EU member states by their published formats. Dutch numbers are
 * checked strictly (NL + 9 digits + B + 2 digits); the others by pattern only, because the merchant
 * may sell from a branch abroad and VIES is the authority on whether a number really exists.
 */
const VAT_PATTERNS: Record<string, RegExp> = {
  NL: /^NL\d{9}B\d{2}$/,
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d{7}[A-W][A-I]?$|^IE\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** Spaces and dots are how people write these numbers down; they are not part of the number. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

export function isEuVatId(value: string): boolean {
  const pattern = VAT_PATTERNS[value.slice(0, 2)];
  return pattern?.test(value) === true;
}

/** ISO 13616 IBAN check: the country's length and the mod-97 checksum (ISO 7064). */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  CH: 21,
  GB: 22,
  LI: 21,
  NO: 15,
  IS: 26,
};

export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return false;
  if (IBAN_LENGTHS[value.slice(0, 2)] !== value.length) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** NL91 ABNA 0417 1643 00: the way banks print an IBAN, in groups of four. */
export function formatIban(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}
