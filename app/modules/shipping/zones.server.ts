import { eq } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { shippingZones } from '~/db/schema';
import { createTtlCache } from '~/modules/cache/ttl-cache';

type Zone = typeof shippingZones.$inferSelect;

/**
 * What pages SAY about shipping (the home page's promises, content texts, the shipping-costs table)
 * is read at most once a second, like the catalog snapshot: zones change by hand, rarely, and every
 * query blocks the event loop on the embedded database. The checkout reads its zone itself.
 */
const recent = createTtlCache<Db, Zone[]>({ ttlMs: 1_000, max: 1 });

/** Every zone a shopper can order to; shipping_zones is the one source of shipping figures. */
export async function activeShippingZones(): Promise<Zone[]> {
  const db = await getDb();
  // A failed read is not remembered: the next page asks the database again.
  return recent.fetch(db, () => db.select().from(shippingZones).where(eq(shippingZones.isActive, true)));
}

/** The zones changed in this process (admin settings): its next page reads them again. */
export function invalidateShippingZones(): void {
  recent.clear();
}
