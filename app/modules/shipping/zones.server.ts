import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { shippingZones } from '~/db/schema';

/** Every zone a shopper can order to; shipping_zones is the one source of shipping figures. */
export async function activeShippingZones() {
  const db = await getDb();
  return db.select().from(shippingZones).where(eq(shippingZones.isActive, true));
}
