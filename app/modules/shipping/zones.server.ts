import { eq } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { shippingZones } from '~/db/schema';

type Zone = typeof shippingZones.$inferSelect;

/**
 * What pages SAY about shipping (the home page's promises, content texts, the shipping-costs table)
 * is read at most once a second, like the catalog snapshot: zones change by hand, rarely, and every
 * query blocks the event loop on the embedded database. The checkout reads its zone itself.
 */
const FRESH_MS = 1_000;
let recent: { db: Db; at: number; zones: Promise<Zone[]> } | undefined;

/** Every zone a shopper can order to; shipping_zones is the one source of shipping figures. */
export async function activeShippingZones(): Promise<Zone[]> {
  const db = await getDb();
  if (!recent || recent.db !== db || Date.now() - recent.at >= FRESH_MS) {
    const zones = db.select().from(shippingZones).where(eq(shippingZones.isActive, true));
    const entry = { db, at: Date.now(), zones: Promise.resolve(zones) };
    // A failed read is not remembered: the next page asks the database again.
    entry.zones.catch(() => {
      if (recent === entry) recent = undefined;
    });
    recent = entry;
  }
  return recent.zones;
}

/** The zones changed in this process (admin settings): its next page reads them again. */
export function invalidateShippingZones(): void {
  recent = undefined;
}
