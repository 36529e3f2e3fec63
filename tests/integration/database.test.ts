import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { orders, products, shippingZones, users } from '~/db/schema';
import { seed } from '~/db/seed.server';
import { getProduct } from '~/modules/catalog/catalog.server';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { databaseKinds, openTestDatabase } from '../support/databases';

function errorText(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return `${String(error)} ${cause ? String(cause) : ''}`;
}

describe.each(databaseKinds)('database on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is migrated and seeded with the planner at 29,95 and 100 in stock', async () => {
    const product = await getProduct(STANDARD_PRODUCT_ID, 'nl');
    expect(product).toMatchObject({ priceCents: 2995, stock: 100 });
    expect((await getProduct(STANDARD_PRODUCT_ID, 'de'))?.name).toBe('Whiteboard-Jahresplaner');
    expect((await getProduct(STANDARD_PRODUCT_ID, 'en'))?.name).toBe('Whiteboard Year Planner');
    const zones = await handle.db.select().from(shippingZones);
    expect(zones.map((z) => z.countryCode).sort()).toEqual(['AT', 'BE', 'DE', 'FR', 'LU', 'NL']);
    expect(zones.find((z) => z.countryCode === 'DE')).toMatchObject({ vatRate: 19, shippingCostCents: 495 });
  });

  it('re-running the seed keeps what the shop owner changed', async () => {
    await handle.db.update(products).set({ stock: 42 }).where(eq(products.id, STANDARD_PRODUCT_ID));
    await seed(handle.db);
    await seed(handle.db);
    const [row] = await handle.db.select().from(products).where(eq(products.id, STANDARD_PRODUCT_ID));
    expect(row?.stock).toBe(42);
    const count = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count[0]?.n).toBe(2);
  });

  it('refuses negative stock', async () => {
    const update = handle.db.update(products).set({ stock: -1 }).where(eq(products.id, STANDARD_PRODUCT_ID));
    await expect(update).rejects.toSatisfy((e) => errorText(e).includes('products_stock_not_negative'));
  });

  it('refuses a second user with the same e-mail in other letter case', async () => {
    await handle.db.insert(users).values({ email: 'owner@example.nl', passwordHash: 'x' });
    const again = handle.db.insert(users).values({ email: 'Owner@Example.NL', passwordHash: 'x' });
    await expect(again).rejects.toSatisfy((e) => errorText(e).includes('users_email_unique'));
  });

  it('refuses two orders with the same payment id and unknown statuses', async () => {
    const order = (id: string) => ({
      id,
      customerEmail: 'a@b.nl',
      customerFirstName: 'An',
      customerLastName: 'Bakker',
      address: 'Straat 1',
      postalCode: '1234AB',
      city: 'Utrecht',
      subtotalCents: 2995,
      vatRate: 21,
      vatCents: 520,
      shippingCents: 0,
      totalCents: 2995,
      orderItems: [{ productId: STANDARD_PRODUCT_ID, name: 'Planner', unitPriceCents: 2995, quantity: 1 }],
      molliePaymentId: 'tr_same',
    });
    await handle.db.insert(orders).values(order('00000000-0000-4000-8000-000000000001'));
    await expect(
      handle.db.insert(orders).values(order('00000000-0000-4000-8000-000000000002')),
    ).rejects.toSatisfy((e) => errorText(e).includes('orders_mollie_payment_id_unique'));
    const badStatus = handle.db.execute(sql`update orders set payment_status = 'refunded'`);
    await expect(badStatus).rejects.toThrow();
  });
});
