import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DE_ZONE, paidOrder, testSeller } from '../../../tests/fixtures/invoice-order';
import { buildInvoice, type Invoice, InvoiceNotIssuedError } from './invoice-model';

/** The invoice's own arithmetic, as a reader would check it with a calculator. */
function partsTotal(invoice: Invoice): number {
  const lines = invoice.lines.reduce((sum, l) => sum + l.unitNetCents * l.quantity, 0);
  return lines - invoice.discountNetCents + invoice.roundingCents + invoice.vatCents + invoice.shippingCents;
}

describe('invoice model', () => {
  it('splits three Dutch planners into net lines, net discount, VAT and total', () => {
    // 3 x 29,95 = 89,85 - 10 % (8,99) = 80,86 incl. VAT -> 66,83 net + 14,03 VAT
    const invoice = buildInvoice(paidOrder(), testSeller);
    expect(invoice.lines).toEqual([
      { description: 'Whiteboard Jaarplanner', quantity: 3, unitNetCents: 2475, netCents: 7425 },
    ]);
    expect(invoice).toMatchObject({
      number: '2026-000042',
      itemsNetCents: 7425,
      discountPercentage: 10,
      discountNetCents: 743,
      roundingCents: 1,
      taxableCents: 6683,
      vatRate: 21,
      vatCents: 1403,
      shippingCents: 0,
      totalCents: 8086,
    });
    expect(partsTotal(invoice)).toBe(8086);
  });

  it('uses the payment date as invoice and delivery date and carries the seller', () => {
    const invoice = buildInvoice(paidOrder(), testSeller);
    expect(invoice.issueDate.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(invoice.deliveryDate).toEqual(invoice.issueDate);
    expect(invoice.seller).toBe(testSeller);
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
    const invoice = buildInvoice(paidOrder({ zone: DE_ZONE }), testSeller);
    expect(invoice).toMatchObject({ vatRate: 19, shippingCents: 495 });
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
  it('adds up to the amount paid, to the cent', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = buildInvoice(order, testSeller);
        expect(partsTotal(invoice)).toBe(order.totalCents);
        expect(invoice.taxableCents + invoice.vatCents + invoice.shippingCents).toBe(order.totalCents);
        expect(invoice.itemsNetCents).toBe(invoice.lines.reduce((s, l) => s + l.netCents, 0));
      }),
    );
  });

  it('charges VAT on the taxable amount it shows, at the rate it shows', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = buildInvoice(order, testSeller);
        expect(
          Math.abs(invoice.vatCents - (invoice.taxableCents * invoice.vatRate) / 100),
        ).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('keeps the rounding line within half a cent per unit sold, plus one', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = buildInvoice(order, testSeller);
        const units = order.orderItems.reduce((s, i) => s + i.quantity, 0);
        expect(Math.abs(invoice.roundingCents)).toBeLessThanOrEqual(units / 2 + 1);
        expect(invoice.lines.every((l) => l.unitNetCents >= 0 && l.netCents >= 0)).toBe(true);
      }),
    );
  });
});
