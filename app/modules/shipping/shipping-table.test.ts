import { describe, expect, it } from 'vitest';
import { shippingRows, type ZoneRates } from './shipping-table';

const labels = { free: 'FREE', alwaysFree: 'ALWAYS', workingDays: 'WORKDAYS' };

/** Intl puts (narrow) no-break spaces between amount and sign; compare them as plain spaces. */
const plain = (row: object | undefined) =>
  JSON.parse(JSON.stringify(row).replace(/[\u00a0\u202f]/g, ' ')) as Record<string, string>;

const zone = (countryCode: string, overrides: Partial<ZoneRates> = {}): ZoneRates => ({
  countryCode,
  countryName: `db name ${countryCode}`,
  isActive: true,
  shippingCostCents: 495,
  freeShippingThresholdCents: 7500,
  vatRate: 21,
  deliveryMinDays: 2,
  deliveryMaxDays: 4,
  ...overrides,
});

describe('shipping table', () => {
  it('formats cost, threshold and VAT in the page language with the country named in it', () => {
    const [de] = shippingRows([zone('DE', { vatRate: 19 })], 'de', labels);
    expect(plain(de)).toEqual({
      code: 'DE',
      country: 'Deutschland',
      cost: '4,95 €',
      freeFrom: '75,00 €',
      vat: '19 %',
      delivery: '2–4 WORKDAYS',
    });
    // Each country's own delivery time; one figure when both ends agree.
    const [nl] = shippingRows([zone('NL', { deliveryMinDays: 1, deliveryMaxDays: 1 })], 'nl', labels);
    expect(nl?.delivery).toBe('1 WORKDAYS');
    const [be] = shippingRows([zone('BE')], 'en', labels);
    expect(plain(be)).toMatchObject({ country: 'Belgium', cost: '€4.95', freeFrom: '€75.00', vat: '21%' });
    const [fr] = shippingRows([zone('FR', { vatRate: 20 })], 'fr', labels);
    expect(plain(fr)).toMatchObject({ country: 'France', cost: '4,95 €', vat: '20 %' });
  });

  it('says free instead of a zero amount, also when the threshold alone makes it free', () => {
    const rows = shippingRows(
      [
        zone('NL', { shippingCostCents: 0, freeShippingThresholdCents: 0 }),
        zone('LU', { freeShippingThresholdCents: 0 }),
      ],
      'nl',
      labels,
    );
    expect(rows.map((row) => [row.cost, row.freeFrom])).toEqual([
      ['FREE', 'ALWAYS'],
      ['FREE', 'ALWAYS'],
    ]);
  });

  it('leaves inactive zones out and lists the cheapest first, then by name in the language', () => {
    const rows = shippingRows(
      [
        zone('AT'),
        zone('NL', { shippingCostCents: 0, freeShippingThresholdCents: 0 }),
        zone('BE'),
        zone('IT', { isActive: false }),
        zone('CH', { shippingCostCents: 1295 }),
      ],
      'nl',
      labels,
    );
    expect(rows.map((row) => row.country)).toEqual(['Nederland', 'België', 'Oostenrijk', 'Zwitserland']);
  });

  it('falls back to the stored name for a code the language has no name for', () => {
    const [row] = shippingRows([zone('XK', { countryName: 'Kosovo (db)' })], 'nl', labels);
    expect(row?.country).toMatch(/Kosovo/);
  });
});
