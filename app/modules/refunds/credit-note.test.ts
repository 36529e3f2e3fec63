import { describe, expect, it } from 'vitest';
import { renderInvoiceHtml } from '~/modules/invoices/invoice-html';
import { DE_ZONE, paidOrder, testSeller } from '../../../tests/fixtures/invoice-order';
import { buildCreditNote } from './credit-note';

const planner = { productId: 'wall-planner-001', name: 'Whiteboard Jaarplanner', unitPriceCents: 2995 };
const refund = {
  createdAt: new Date('2026-11-25T09:00:00Z'),
  creditNumber: 'C2026-000007',
  creditSeller: testSeller,
  lines: [{ ...planner, quantity: 2 }],
  discountCents: 599,
  shippingCents: 0,
  amountCents: 5391,
};

describe('buildCreditNote', () => {
  it('is the invoice of the returned part with negative amounts that add up to the refund to the cent', () => {
    const credit = buildCreditNote(paidOrder(), refund);
    expect(credit).toMatchObject({
      number: 'C2026-000007',
      credit: { originalNumber: '2026-000042' },
      issueDate: refund.createdAt,
      totalCents: -5391,
    });
    // 59,90 gross holds 10,40 VAT; the 5,99 discount share holds 1,04 back.
    expect(credit.lines).toEqual([
      { description: planner.name, quantity: 2, unitNetCents: -2475, netCents: -4950 },
    ]);
    expect(credit.discountNetCents).toBe(495);
    expect(credit.vatCents).toBe(-936);
    expect(credit.netCents + credit.vatCents).toBe(credit.totalCents);
    expect(
      credit.lines.reduce((s, l) => s + l.netCents, 0) + credit.discountNetCents + credit.shippingNetCents,
    ).toBe(credit.netCents);
  });

  it('gives shipping back with its VAT at the destination rate', () => {
    const order = paidOrder({
      items: [{ ...planner, quantity: 1 }],
      zone: DE_ZONE,
      overrides: { language: 'de' },
    });
    const credit = buildCreditNote(order, {
      ...refund,
      lines: [],
      discountCents: 0,
      shippingCents: 495,
      amountCents: 495,
    });
    // 4,95 at 19% holds 0,79 VAT.
    expect(credit).toMatchObject({ shippingNetCents: -416, vatCents: -79, totalCents: -495, lines: [] });
    const html = renderInvoiceHtml(credit);
    expect(html).toContain('<h1>Gutschrift</h1>');
    expect(html).toContain('Zur Rechnung');
    expect(html).toContain('2026-000042');
  });

  it('refuses parts that do not add up to the refunded amount', () => {
    expect(() => buildCreditNote(paidOrder(), { ...refund, amountCents: 5390 })).toThrow('do not add up');
  });
});
