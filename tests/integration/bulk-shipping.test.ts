import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orderEvents, orders } from '~/db/schema';
import { shipSelected } from '~/modules/fulfilment/bulk-ship.server';
import { packingListPdfResponse } from '~/modules/fulfilment/packing-list.server';
import { closePdfRenderer } from '~/modules/invoices/html-to-pdf.server';
import { insertPaidOrder } from '../fixtures/stored-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

afterAll(async () => {
  await closePdfRenderer();
});

describe.each(databaseKinds)('bulk shipping and packing lists on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const order = (overrides: Partial<typeof orders.$inferInsert> = {}) =>
    insertPaidOrder(handle.db, overrides, 'bulk');
  const shippingMails = (ids: string[]) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.dedupeKey,
          ids.map((id) => `shipping:${id}`),
        ),
      );

  it('ships only the paid, unshipped orders of a selection, each with its own e-mail and event', async () => {
    const withCode = await order();
    const withoutCode = await order({ language: 'en' });
    const unpaid = await order({ paymentStatus: 'pending', invoiceNumber: null, paidAt: null });
    const earlier = new Date('2026-11-20T08:00:00Z');
    const shipped = await order({
      fulfilmentStatus: 'shipped',
      shippedAt: earlier,
      carrier: 'DHL',
      trackingCode: 'JJD0001',
    });
    const result = await shipSelected(
      {
        carrier: 'PostNL',
        orders: [
          { id: withCode, trackingCode: '3SBULK0001' },
          { id: withoutCode, trackingCode: null },
          { id: unpaid, trackingCode: '3SBULK0002' },
          { id: shipped, trackingCode: '3SBULK0003' },
          { id: randomUUID(), trackingCode: null },
        ],
      },
      'eigenaar@wandplanner.test',
    );
    expect(result.shipped).toEqual([withCode, withoutCode]);
    expect(result.skipped).toHaveLength(3);

    const rows = await handle.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [withCode, withoutCode, unpaid, shipped]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(withCode)).toMatchObject({
      fulfilmentStatus: 'shipped',
      carrier: 'PostNL',
      trackingCode: '3SBULK0001',
    });
    expect(byId.get(withoutCode)).toMatchObject({
      fulfilmentStatus: 'shipped',
      carrier: 'PostNL',
      trackingCode: null,
    });
    expect(byId.get(unpaid)).toMatchObject({
      fulfilmentStatus: 'unfulfilled',
      carrier: null,
      shippedAt: null,
    });
    // An order shipped earlier keeps its own carrier, code and date.
    expect(byId.get(shipped)).toMatchObject({ carrier: 'DHL', trackingCode: 'JJD0001' });
    expect(byId.get(shipped)?.shippedAt?.toISOString()).toBe(earlier.toISOString());

    const mails = await shippingMails([withCode, withoutCode, unpaid, shipped]);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [`bulk-${withCode.slice(0, 6)}@example.nl`, `bulk-${withoutCode.slice(0, 6)}@example.nl`].sort(),
    );
    const english = mails.find((mail) => mail.dedupeKey === `shipping:${withoutCode}`);
    expect(english?.text).toContain('with PostNL');
    expect(english?.text).not.toContain('Tracking code');
    expect(mails.find((mail) => mail.dedupeKey === `shipping:${withCode}`)?.text).toContain('3SBULK0001');

    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [withCode, withoutCode, unpaid, shipped]));
    expect(events.map((event) => [event.orderId, event.kind, event.actor]).sort()).toEqual(
      [
        [withCode, 'shipped', 'eigenaar@wandplanner.test'],
        [withoutCode, 'shipped', 'eigenaar@wandplanner.test'],
      ].sort(),
    );
  });

  it('sends one e-mail per order when two admins ship overlapping selections at once', async () => {
    const [a, b, c] = [await order(), await order(), await order()];
    const results = await Promise.all([
      shipSelected(
        { carrier: 'PostNL', orders: [a, b].map((id) => ({ id, trackingCode: null })) },
        'x@example.nl',
      ),
      shipSelected(
        { carrier: 'DHL', orders: [b, c].map((id) => ({ id, trackingCode: null })) },
        'y@example.nl',
      ),
    ]);
    expect(results.flatMap((r) => r.shipped).sort()).toEqual([a, b, c].sort());
    expect(await shippingMails([a, b, c])).toHaveLength(3);
    const shippingMailsAll = await handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'shipping:%'));
    expect(new Set(shippingMailsAll.map((mail) => mail.dedupeKey)).size).toBe(shippingMailsAll.length);
  });

  it('prints a packing list of the paid orders with names, addresses and quantities, no prices', async () => {
    const first = await order({ customerFirstName: 'Femke', customerLastName: 'Bakker', city: 'Utrecht' });
    const second = await order({
      customerFirstName: 'Jonas',
      customerLastName: 'Peeters',
      country: 'BE',
      postalCode: '2000',
      city: 'Antwerpen',
      orderItems: [
        { productId: 'wall-planner-002', name: 'Weekplanner A3', unitPriceCents: 1995, quantity: 4 },
      ],
    });
    const unpaid = await order({
      paymentStatus: 'pending',
      invoiceNumber: null,
      paidAt: null,
      customerFirstName: 'Niet',
    });
    const response = await packingListPdfResponse([first, second, unpaid, 'not-an-id']);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="paklijst-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const words = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(words).toContain(`Bestelling #${first.slice(0, 8).toUpperCase()}`);
    expect(words).toContain('Femke Bakker');
    expect(words).toMatch(/Whiteboard Jaarplanner\s+3/);
    expect(words).toContain('Jonas Peeters');
    expect(words).toContain('2000 Antwerpen');
    expect(words).toMatch(/Weekplanner A3\s+4/);
    expect(words).not.toContain('Niet');
    expect(words).not.toMatch(/€|\d+,\d{2}/);
    // One page per order: pdftotext separates pages with a form feed.
    expect(words.split('\f').filter((page) => page.trim())).toHaveLength(2);

    expect((await packingListPdfResponse([unpaid])).status).toBe(404);
    const none = await packingListPdfResponse(['x']);
    expect(none.status).toBe(400);
    expect(await none.text()).toBe('Selecteer minstens één bestelling');
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, first));
    expect(row?.fulfilmentStatus).toBe('unfulfilled');
  });
});
