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
      'Leverdatum 22-11-2026 (leverdatum gelijk aan factuurdatum)',
      'Bestelnummer #3F1C2A9E',
      'KVK: 12345678',
      'Btw-nummer: NL001234567B01',
      'Wandplanner B.V.',
      'An Bakker Dorpsstraat 12 3511 AB Utrecht Nederland',
      'Whiteboard Jaarplanner 3 € 24,75 € 74,26',
      'Staffelkorting 10% € -7,43',
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

  it('writes every date with a four-digit year in each language', () => {
    const dates = { nl: '22-11-2026', en: '22/11/2026', fr: '22/11/2026', de: '22.11.2026' } as const;
    for (const [lang, date] of Object.entries(dates)) {
      const words = text(html({ overrides: { language: lang as keyof typeof dates } }));
      // Invoice date, delivery date and the paid line: three times, never a two-digit year.
      expect(words.split(date).length - 1).toBe(3);
      expect(words).not.toMatch(/\b\d{1,2}[./-]\d{1,2}[./-]\d{2}\b(?![\d])/);
    }
  });

  it('states the dispatch date as delivery date once the parcel has left, else says it equals the invoice date', () => {
    const labels = {
      nl: 'Leverdatum 22-11-2026 (leverdatum gelijk aan factuurdatum)',
      en: 'Delivery date 22/11/2026 (delivery date same as invoice date)',
      fr: 'Date de livraison 22/11/2026 (date de livraison identique à la date de facture)',
      de: 'Lieferdatum 22.11.2026 (Lieferdatum entspricht dem Rechnungsdatum)',
    } as const;
    for (const [lang, label] of Object.entries(labels))
      expect(text(html({ overrides: { language: lang as keyof typeof labels } }))).toContain(label);
    const shipped = text(html({ overrides: { shippedAt: new Date('2026-11-24T08:00:00Z') } }));
    expect(shipped).toContain('Factuurdatum 22-11-2026 Leverdatum 24-11-2026 Bestelnummer');
    expect(shipped).not.toContain('gelijk aan factuurdatum');
  });

  it('leaves out a discount line that is zero', () => {
    const single = text(
      html({
        items: [{ productId: 'wall-planner-001', name: 'Planner', unitPriceCents: 2995, quantity: 1 }],
      }),
    );
    expect(single).not.toContain('Staffelkorting');
    expect(single).toContain('Totaal € 29,95');
  });

  it('escapes what the customer typed', () => {
    const document = html({ overrides: { customerFirstName: '<img src=x onerror=alert(1)>' } });
    expect(document).not.toContain('<img');
    expect(document).toContain('&lt;img');
  });
});
