import { desc, eq, inArray } from 'drizzle-orm';
import { type Db, getDb, type Tx } from '~/db/client.server';
import { settingsAudit, shopSettings as settingsTable } from '~/db/schema';
import { createTtlCache } from '~/modules/cache/ttl-cache';
import { clearPageCache } from '~/modules/http/page-cache.server';
import { logger } from '~/modules/observability/logger.server';
import { invalidateShippingZones } from '~/modules/shipping/zones.server';
import { exampleSettings } from './defaults';
import { type JsonSection, SECTIONS, type Section, sectionSchemas } from './settings-schema';

type Sections = typeof exampleSettings;

export type ShopSettings = Sections & {
  /** False until the owner saved the identity section once: until then it is example data. */
  identityConfirmed: boolean;
  /** Each section's version, which a save must name so a stale page cannot overwrite a newer save. */
  versions: Record<Section, number>;
};

export class StaleSettingsError extends Error {
  constructor(section: Section) {
    super(`settings section ${section} changed since the form was loaded`);
  }
}

/**
 * The settings as stored, sections the owner never saved falling back to the example defaults.
 * A stored section that no longer parses (a field added since) is completed from the defaults
 * field by field, so a deploy never breaks a shop whose owner saved under an older schema.
 */
export async function readSettings(db: Db | Tx): Promise<ShopSettings> {
  const rows = await db.select().from(settingsTable);
  const byName = new Map(rows.map((row) => [row.section, row]));
  const section = <S extends JsonSection>(name: S): Sections[S] => {
    const stored = byName.get(name)?.data;
    if (!stored) return exampleSettings[name];
    // As stored (an optional claim left empty stays empty), else completed from the defaults.
    const parsed = sectionSchemas[name].safeParse(stored);
    if (parsed.success) return parsed.data as Sections[S];
    const completed = sectionSchemas[name].safeParse({ ...exampleSettings[name], ...stored });
    return (completed.success ? completed.data : exampleSettings[name]) as Sections[S];
  };
  return {
    identity: section('identity'),
    tiers: section('tiers'),
    claims: section('claims'),
    operations: section('operations'),
    security: section('security'),
    identityConfirmed: byName.has('identity'),
    versions: Object.fromEntries(SECTIONS.map((name) => [name, byName.get(name)?.version ?? 0])) as Record<
      Section,
      number
    >,
  };
}

/**
 * What pages, e-mails and the checkout SHOW comes from a snapshot at most a second old, like the
 * catalog's: a save is visible on every instance within a second, without a restart.
 */
const recent = createTtlCache<Db, ShopSettings>({ ttlMs: 1_000, max: 1 });

export async function shopSettings(): Promise<ShopSettings> {
  const db = await getDb();
  return recent.fetch(db, () => readSettings(db));
}

/** This process saved settings: its own next page shows them at once. */
export function invalidateSettings(): void {
  recent.clear();
  invalidateShippingZones();
  clearPageCache();
}

type FieldChange = { field: string; oldValue: string | null; newValue: string | null };

const shown = (value: unknown): string | null =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields whose value differs, named as the form names them (`tiers`, `NL.shippingCostCents`). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const [oldValue, newValue] = [shown(before[key]), shown(after[key])];
    return oldValue === newValue ? [] : [{ field: `${prefix}${key}`, oldValue, newValue }];
  });
}

/**
 * Takes the section's next version, refusing when someone saved since `expectedVersion` was read.
 * The row lock (FOR UPDATE, or the insert of a section never saved) holds until the transaction ends,
 * so of two saves of the same version exactly one wins.
 */
async function claimVersion(tx: Tx, section: Section, expectedVersion: number, actor: string, data: object) {
  const [row] = await tx.select().from(settingsTable).where(eq(settingsTable.section, section)).for('update');
  if ((row?.version ?? 0) !== expectedVersion) throw new StaleSettingsError(section);
  const values = {
    data: data as Record<string, unknown>,
    version: expectedVersion + 1,
    updatedAt: new Date(),
    updatedBy: actor,
  };
  if (row) {
    await tx.update(settingsTable).set(values).where(eq(settingsTable.section, section));
    return row.data;
  }
  const inserted = await tx
    .insert(settingsTable)
    .values({ section, ...values })
    .onConflictDoNothing()
    .returning({ section: settingsTable.section });
  if (inserted.length === 0) throw new StaleSettingsError(section);
  return undefined;
}

export async function recordChanges(tx: Tx, section: Section, actor: string, changes: FieldChange[]) {
  if (changes.length === 0) return;
  await tx.insert(settingsAudit).values(changes.map((change) => ({ section, changedBy: actor, ...change })));
}

/**
 * Saves one section in one transaction: the version check, the new data and one audit row per
 * changed field commit together or not at all.
 */
export async function saveSection<S extends JsonSection>(
  section: S,
  values: Sections[S],
  expectedVersion: number,
  actor: string,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before =
      (await claimVersion(tx, section, expectedVersion, actor, values)) ?? exampleSettings[section];
    await recordChanges(
      tx,
      section,
      actor,
      changedFields(before as Record<string, unknown>, values as Record<string, unknown>),
    );
  });
  invalidateSettings();
}

/** Exported for the zones section, which keeps its data in shipping_zones but versions it here. */
export async function withSectionVersion<T>(
  section: Section,
  expectedVersion: number,
  actor: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await claimVersion(tx, section, expectedVersion, actor, {});
    return work(tx);
  });
  invalidateSettings();
  return result;
}

export type AuditEntry = typeof settingsAudit.$inferSelect;

/** The last changes of each section, newest first, for the admin's history lists. */
export async function recentChanges(limit = 20): Promise<Record<Section, AuditEntry[]>> {
  const db = await getDb();
  const lists = await Promise.all(
    SECTIONS.map((section) =>
      db
        .select()
        .from(settingsAudit)
        .where(inArray(settingsAudit.section, [section]))
        .orderBy(desc(settingsAudit.createdAt))
        .limit(limit),
    ),
  );
  return Object.fromEntries(SECTIONS.map((section, i) => [section, lists[i] ?? []])) as Record<
    Section,
    AuditEntry[]
  >;
}

/**
 * A production shop still showing the example company would put a stranger's KvK number on its
 * invoices: say so loudly at start (the admin shows the same as a banner).
 */
export async function warnAboutExampleIdentity(): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  const settings = await readSettings(await getDb());
  if (!settings.identityConfirmed)
    logger.warn(
      'shop identity is example data: fill in the company details at /admin/dashboard/settings before going live',
    );
}
