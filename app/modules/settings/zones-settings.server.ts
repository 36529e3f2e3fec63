import { asc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { shippingZones } from '~/db/schema';
import { changedFields, recordChanges, withSectionVersion } from './settings.server';
import type { ZoneInput } from './settings-schema';

export type ZoneRow = typeof shippingZones.$inferSelect;

/** Every zone, active or not, for the admin (pages only ever read the active ones). */
export async function allShippingZones(): Promise<ZoneRow[]> {
  const db = await getDb();
  return db.select().from(shippingZones).orderBy(asc(shippingZones.countryCode));
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
 * Returns false when the country is a zone already. Zones are never deleted: orders name them.
 */
export async function addZone(countryCode: string, expectedVersion: number, actor: string): Promise<boolean> {
  return withSectionVersion('zones', expectedVersion, actor, async (tx) => {
    const inserted = await tx
      .insert(shippingZones)
      .values({
        countryCode,
        countryName: dutchName(countryCode),
        isActive: false,
        shippingCostCents: 495,
        freeShippingThresholdCents: 7500,
        vatRate: STANDARD_VAT_RATES[countryCode] ?? 21,
        deliveryMinDays: 2,
        deliveryMaxDays: 5,
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
