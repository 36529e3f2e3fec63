import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '~/db/client.server';
import { orders, shippingZones } from '~/db/schema';
import { euZoneDefaults } from '~/db/seed.server';
import { changedFields, recordChanges, withSectionVersion } from './settings.server';
import type { ZoneInput } from './settings-schema';

/** A zone with whether any order ships to its country: such a zone can be switched off, never removed. */
export type ZoneRow = typeof shippingZones.$inferSelect & { inUse: boolean };

const hasOrders = (countryCode: typeof shippingZones.countryCode | string) =>
  sql<boolean>`exists (select 1 from ${orders} where ${orders.country} = ${countryCode})`;

/** Every zone, active or not, for the admin (pages only ever read the active ones). */
export async function allShippingZones(): Promise<ZoneRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ zone: shippingZones, inUse: hasOrders(shippingZones.countryCode) })
    .from(shippingZones)
    .orderBy(asc(shippingZones.countryCode));
  return rows.map(({ zone, inUse }) => ({ ...zone, inUse: Boolean(inUse) }));
}

/** The standard VAT rates of the EU member states, the starting point for a newly added zone. */
const STANDARD_VAT_RATES: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

const dutchName = (code: string) => new Intl.DisplayNames(['nl'], { type: 'region' }).of(code) ?? code;

/** The editable figures of a zone, the same fields before and after, so the audit compares like with like. */
function pickZoneFields(zone: Omit<ZoneInput, 'countryCode'>) {
  const {
    isActive,
    shippingCostCents,
    freeShippingThresholdCents,
    vatRate,
    deliveryMinDays,
    deliveryMaxDays,
  } = zone;
  return {
    isActive,
    shippingCostCents,
    freeShippingThresholdCents,
    vatRate,
    deliveryMinDays,
    deliveryMaxDays,
  };
}

/** Saves every zone of the form in one transaction, one audit row per changed field. */
export async function saveZones(zones: ZoneInput[], expectedVersion: number, actor: string): Promise<void> {
  await withSectionVersion('zones', expectedVersion, actor, async (tx) => {
    const stored = new Map(
      (await tx.select().from(shippingZones).for('update')).map((zone) => [zone.countryCode, zone]),
    );
    for (const zone of zones) {
      const { countryCode } = zone;
      const before = stored.get(countryCode);
      // Zones are added with their own button; a form naming an unknown country is not a way in.
      if (!before) continue;
      const values = pickZoneFields(zone);
      await recordChanges(
        tx,
        'zones',
        actor,
        changedFields(pickZoneFields(before), values, `${countryCode}.`),
      );
      await tx.update(shippingZones).set(values).where(eq(shippingZones.countryCode, countryCode));
    }
  });
}

/**
 * Adds an EU country as a zone, switched off until the owner checked its figures and activated it.
 * Returns false when the country is a zone already.
 */
export async function addZone(countryCode: string, expectedVersion: number, actor: string): Promise<boolean> {
  return withSectionVersion('zones', expectedVersion, actor, async (tx) => {
    const inserted = await tx
      .insert(shippingZones)
      .values({
        countryCode,
        countryName: dutchName(countryCode),
        isActive: false,
        ...euZoneDefaults,
        vatRate: STANDARD_VAT_RATES[countryCode] ?? 21,
      })
      .onConflictDoNothing()
      .returning({ countryCode: shippingZones.countryCode });
    if (inserted.length === 0) return false;
    await recordChanges(tx, 'zones', actor, [
      { field: countryCode, oldValue: null, newValue: 'toegevoegd (niet actief)' },
    ]);
    return true;
  });
}

/**
 * Removes a zone no order ships to (one added by mistake, say); a zone with orders is refused
 * ('in-use'): orders, invoices and withdrawal periods name its country, so it can only be switched off.
 */
export async function removeZone(
  countryCode: string,
  expectedVersion: number,
  actor: string,
): Promise<'removed' | 'in-use' | 'unknown'> {
  try {
    return await withSectionVersion('zones', expectedVersion, actor, async (tx: Tx) => {
      const [zone] = await tx
        .select({ countryCode: shippingZones.countryCode, inUse: hasOrders(countryCode) })
        .from(shippingZones)
        .where(eq(shippingZones.countryCode, countryCode))
        .for('update');
      // Thrown, so the transaction rolls back: a refused removal leaves the version as it was.
      if (!zone || zone.inUse) throw new ZoneNotRemoved(zone ? 'in-use' : 'unknown');
      await tx.delete(shippingZones).where(eq(shippingZones.countryCode, countryCode));
      await recordChanges(tx, 'zones', actor, [
        { field: countryCode, oldValue: 'aanwezig', newValue: 'verwijderd' },
      ]);
      return 'removed' as const;
    });
  } catch (error) {
    if (error instanceof ZoneNotRemoved) return error.reason;
    throw error;
  }
}

class ZoneNotRemoved extends Error {
  constructor(readonly reason: 'in-use' | 'unknown') {
    super(`zone not removed: ${reason}`);
  }
}
