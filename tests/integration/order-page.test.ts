import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders } from '~/db/schema';
import { enqueueOrderConfirmation } from '~/modules/orders/order-emails.server';
import { sendOrderLinks } from '~/modules/orders/order-link.server';
import { findOrderByToken, loadOrderPage, orderPageUrl } from '~/modules/orders/order-page.server';
import { orderPageToken, pageTokenHash } from '~/modules/orders/order-page-token.server';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)("the customer's order page on %s", (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function placedOrder(email: string, overrides: Partial<typeof orders.$inferInsert> = {}) {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: `2033-${id.slice(0, 6)}`, paidAt: new Date() } }),
      customerEmail: email,
      paymentStatus: 'paid',
      subtotalCents: 8985,
      ...overrides,
    });
    return id;
  }
  const tokenFrom = (url: string) => url.split('/').pop() ?? '';

  it('opens the order with the token from its link and stores only the hash', async () => {
    const id = await placedOrder('femke@example.nl');
    const url = await orderPageUrl(handle.db, { id, language: 'de' });
    expect(url).toMatch(/^http:\/\/localhost:\d+\/de\/bestellung\/[A-Za-z0-9_-]{43}$/);
    const token = tokenFrom(url);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.pageTokenHash).toBe(pageTokenHash(token));
    expect(row?.pageTokenHash).not.toContain(token);
    const view = await loadOrderPage(token, new Date());
    expect(view).toMatchObject({
      number: `#${id.slice(0, 8).toUpperCase()}`,
      stage: 'preparing',
      invoiceNumber: `2033-${id.slice(0, 6)}`,
      withdrawalOpen: true,
      shipment: null,
    });
    expect(view?.lines[0]).toMatchObject({ quantity: 3, unitPriceCents: 2995, totalCents: 8985 });
  });

  it("never opens another customer's order: unknown, altered and malformed tokens find nothing", async () => {
    const id = await placedOrder('sanne@example.nl');
    const token = tokenFrom(await orderPageUrl(handle.db, { id, language: 'nl' }));
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await findOrderByToken(altered)).toBeUndefined();
    // A token computed for an order that never had its hash stored opens nothing either.
    expect(await findOrderByToken(orderPageToken(randomUUID()))).toBeUndefined();
    for (const bad of ['', 'x', `${token}x`, "' or 1=1 --", undefined]) {
      expect(await findOrderByToken(bad)).toBeUndefined();
    }
    expect((await findOrderByToken(token))?.id).toBe(id);
  });

  it('shows the shipment with its tracking link, and no withdrawal button after the period', async () => {
    const id = await placedOrder('joost@example.nl', {
      fulfilmentStatus: 'shipped',
      shippedAt: new Date('2026-10-01T10:00:00Z'),
      carrier: 'PostNL',
      trackingCode: '3SABC123',
    });
    const token = tokenFrom(await orderPageUrl(handle.db, { id, language: 'nl' }));
    const view = await loadOrderPage(token, new Date('2026-11-23T10:00:00Z'));
    expect(view?.stage).toBe('shipped');
    expect(view?.shipment?.url).toBe('https://jouw.postnl.nl/track-and-trace/3SABC123-NL-3511AB');
    expect(view?.withdrawalOpen).toBe(false);
    expect((await loadOrderPage(token, new Date('2026-10-08T10:00:00Z')))?.withdrawalOpen).toBe(true);
  });

  it('puts the link into the order confirmation', async () => {
    const id = await placedOrder('lotte@example.nl', { language: 'fr' });
    await enqueueOrderConfirmation(handle.db, id, { kind: 'resend', requestId: randomUUID() });
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `order-confirmation:${id}%`));
    const token = orderPageToken(id);
    expect(mail?.text).toContain(`/fr/commande/${token}`);
    expect(mail?.html).toContain(`/fr/commande/${token}`);
    expect((await findOrderByToken(token))?.id).toBe(id);
  });

  it("sends the links to the order's own address, and nothing for an address without orders", async () => {
    const email = `link-${randomUUID().slice(0, 6)}@example.nl`;
    const first = await placedOrder(email);
    const second = await placedOrder(email);
    const queued = () => handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-links'));
    const before = (await queued()).length;
    await sendOrderLinks(`  ${email.toUpperCase()} `, 'en');
    const mails = (await queued()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(email);
    expect(mails[0]?.subject).toBe('The link to your order');
    for (const id of [first, second]) expect(mails[0]?.text).toContain(`/en/order/${orderPageToken(id)}`);

    await sendOrderLinks('nobody-here@example.nl', 'nl');
    expect((await queued()).length).toBe(before + 1);
    // One mailbox gets at most three of these an hour, however often the form is sent.
    for (let i = 0; i < 4; i++) await sendOrderLinks(email, 'nl');
    expect((await queued()).length).toBe(before + 3);
  });
});
