import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DE_ZONE, paidOrder, testSeller } from '../../../tests/fixtures/invoice-order';
import { buildInvoice, type Invoice, InvoiceNotIssuedError } from './invoice-model';

/** The invoice's own arithmetic, as a reader would check it with a calculator: no rounding line. */
function partsTotal(invoice: Invoice): number {
  const lines = invoice.lines.reduce((sum, l) => sum + l.netCents, 0);
  return lines + invoice.discountNetCents + invoice.shippingNetCents + invoice.vatCents;
}

describe('invoice model', () => {
  it('splits three Dutch planners into net lines, net discount, VAT and total', () => {
    // 3 x 29,95 = 89,85 (15,59 VAT) - 10 % (8,99, 1,56 VAT) = 80,86 incl. VAT -> 66,83 net + 14,03 VAT
    const invoice = buildInvoice(paidOrder(), testSeller);
    expect(invoice.lines).toEqual([
      { description: 'Whiteboard Jaarplanner', quantity: 3, unitNetCents: 2475, netCents: 7426 },
    ]);
    expect(invoice).toMatchObject({
      number: '2026-000042',
      discountPercentage: 10,
      discountNetCents: -743,
      shippingNetCents: 0,
      netCents: 6683,
      vatRate: 21,
      vatCents: 1403,
      totalCents: 8086,
    });
    expect(partsTotal(invoice)).toBe(8086);
  });

  it('uses the payment date as invoice date, and as delivery date until the parcel has left', () => {
    const invoice = buildInvoice(paidOrder(), testSeller);
    expect(invoice.issueDate.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(invoice.delivery).toEqual({ date: invoice.issueDate, sameAsInvoiceDate: true });
    expect(invoice.seller).toBe(testSeller);
    const shippedAt = new Date('2026-11-24T08:00:00Z');
    const shipped = buildInvoice(paidOrder({ overrides: { shippedAt } }), testSeller);
    expect(shipped.issueDate.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(shipped.delivery).toEqual({ date: shippedAt, sameAsInvoiceDate: false });
  });

  it('bills the shipping address unless a billing address was given', () => {
    expect(buildInvoice(paidOrder(), testSeller).buyer).toEqual({
      name: 'An Bakker',
      street: 'Dorpsstraat 12',
      postalCode: '3511 AB',
      city: 'Utrecht',
      countryCode: 'NL',
      email: 'an@example.nl',
    });
    const billed = paidOrder({
      overrides: {
        billingFirstName: 'Bureau',
        billingLastName: 'Jansen',
        billingAddress: 'Rue Neuve 1',
        billingPostalCode: '1000',
        billingCity: 'Brussel',
        billingCountry: 'BE',
      },
    });
    expect(buildInvoice(billed, testSeller).buyer).toMatchObject({
      name: 'Bureau Jansen',
      street: 'Rue Neuve 1',
      city: 'Brussel',
      countryCode: 'BE',
    });
  });

  it('charges German VAT and shipping as the order did', () => {
    const items = [
      { productId: 'wall-planner-001', name: 'Whiteboard Jaarplanner', unitPriceCents: 2995, quantity: 1 },
    ];
    const invoice = buildInvoice(paidOrder({ zone: DE_ZONE, items }), testSeller);
    // 29,95 at 19 % (4,78 VAT) + shipping 4,95 at 19 % (0,79 VAT): 34,90, of which 5,57 VAT
    expect(invoice).toMatchObject({ vatRate: 19, shippingNetCents: 416, vatCents: 557, totalCents: 3490 });
    expect(partsTotal(invoice)).toBe(invoice.totalCents);
  });

  it('refuses an order that was never paid', () => {
    expect(() => buildInvoice(paidOrder({ overrides: { invoiceNumber: null } }), testSeller)).toThrow(
      InvoiceNotIssuedError,
    );
    expect(() => buildInvoice(paidOrder({ overrides: { paidAt: null } }), testSeller)).toThrow(
      InvoiceNotIssuedError,
    );
  });
});

const itemArb = fc.record({
  productId: fc.constantFrom('wall-planner-001', 'wall-planner-xl'),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  unitPriceCents: fc.integer({ min: 1, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const zoneArb = fc.record({
  vatRate: fc.constantFrom(21, 19, 20, 17, 9, 5.5, 0),
  freeShippingThresholdCents: fc.integer({ min: 0, max: 20_000 }),
  shippingCostCents: fc.integer({ min: 0, max: 2_000 }),
});
const orderArb = fc
  .record({ items: fc.array(itemArb, { minLength: 1, maxLength: 5 }), zone: zoneArb })
  .map(({ items, zone }) => paidOrder({ items, zone }));

describe('invoice arithmetic for any order the checkout can produce', () => {
  it('adds up to the amount paid, to the cent, without a rounding line', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = buildInvoice(order, testSeller);
        expect(partsTotal(invoice)).toBe(order.totalCents);
        expect(invoice.netCents + invoice.vatCents).toBe(order.totalCents);
        expect(invoice.vatCents).toBe(order.vatCents);
      }),
    );
  });

  it('charges VAT on the net amount it shows, at the rate it shows, within half a cent per line', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = buildInvoice(order, testSeller);
        const parts = invoice.lines.length + 2;
        expect(Math.abs(invoice.vatCents - (invoice.netCents * invoice.vatRate) / 100)).toBeLessThanOrEqual(
          parts,
        );
        expect(invoice.lines.every((l) => l.unitNetCents >= 0 && l.netCents >= 0)).toBe(true);
      }),
    );
  });

  it('refuses an order whose stored totals do not match its lines', () => {
    const order = paidOrder();
    expect(() => buildInvoice({ ...order, vatCents: order.vatCents + 1 }, testSeller)).toThrow(
      /inconsistent/,
    );
  });
});
