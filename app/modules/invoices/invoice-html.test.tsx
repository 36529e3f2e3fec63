import { describe, expect, it } from 'vitest';
import { paidOrder, testSeller } from '../../../tests/fixtures/invoice-order';
import { renderInvoiceHtml } from './invoice-html';
import { buildInvoice } from './invoice-model';

const html = (overrides: Parameters<typeof paidOrder>[0] = {}) =>
  renderInvoiceHtml(buildInvoice(paidOrder(overrides), testSeller));
const text = (document: string) =>
  document
    .replace(/<style>[\s\S]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('invoice document', () => {
  it('is a standalone Dutch A4 document with the legally required facts', () => {
    const document = html();
    expect(document.startsWith('<!DOCTYPE html><html lang="nl">')).toBe(true);
    expect(document).toContain('size: A4');
    expect(document).not.toMatch(/<(script|link)\b/);
    const words = text(document);
    for (const fact of [
      'Factuur',
      'Factuurnummer 2026-000042',
      'Factuurdatum 22-11-2026',
      'Leverdatum 22-11-2026',
      'Bestelnummer #3F1C2A9E',
      'KVK: 12345678',
      'Btw-nummer: NL001234567B01',
      'Wandplanner B.V.',
      'An Bakker Dorpsstraat 12 3511 AB Utrecht Nederland',
      'Whiteboard Jaarplanner 3 € 24,75 € 74,26',
      'Volumekorting 10% € -7,43',
      'IBAN: NL91 ABNA 0417 1643 00',
      'Totaal excl. btw € 66,83',
      'Btw 21% € 14,03',
      'Totaal € 80,86',
    ]) {
      expect(words).toContain(fact);
    }
    // Net + VAT = gross per line: no rounding-difference line on any document.
    expect(words).not.toContain('Afronding');
  });

  it('speaks the order language', () => {
    const words = (lang: 'en' | 'fr' | 'de') => text(html({ overrides: { language: lang } }));
    expect(words('en')).toContain('Invoice number 2026-000042');
    expect(words('en')).toContain('VAT number: NL001234567B01');
    expect(words('fr')).toMatch(/Facture .*TVA 21\s%/);
    expect(words('fr')).toContain('Pays-Bas');
    expect(words('de')).toContain('Rechnungsnummer 2026-000042');
    expect(words('de')).toMatch(/Gesamtbetrag 80,86\s€/);
  });

  it('leaves out a discount line that is zero', () => {
    const single = text(
      html({
        items: [{ productId: 'wall-planner-001', name: 'Planner', unitPriceCents: 2995, quantity: 1 }],
      }),
    );
    expect(single).not.toContain('Volumekorting');
    expect(single).toContain('Totaal € 29,95');
  });

  it('escapes what the customer typed', () => {
    const document = html({ overrides: { customerFirstName: '<img src=x onerror=alert(1)>' } });
    expect(document).not.toContain('<img');
    expect(document).toContain('&lt;img');
  });
});
