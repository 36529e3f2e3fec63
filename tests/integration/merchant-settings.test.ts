import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders, settingsAudit, shippingZones } from '~/db/schema';
import { contentVars } from '~/modules/content/content-vars.server';
import { closeInvoiceRenderer, renderInvoicePdf } from '~/modules/invoices/pdf.server';
import { enqueueOrderConfirmation } from '~/modules/orders/order-emails.server';
import { transitionOrder } from '~/modules/orders/transitions.server';
import { exampleSettings } from '~/modules/settings/defaults';
import {
  readSettings,
  recentChanges,
  StaleSettingsError,
  saveSection,
  shopSettings,
} from '~/modules/settings/settings.server';
import { submitSettingsForm } from '~/modules/settings/settings-form.server';
import type { ZoneInput } from '~/modules/settings/settings-schema';
import { allShippingZones, saveZones } from '~/modules/settings/zones-settings.server';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

const OWNER = 'eigenaar@wandplanner.test';
const newIdentity = {
  ...exampleSettings.identity,
  legalName: 'Planbord B.V.',
  kvk: '87654321',
  vatId: 'NL987654321B01',
  iban: 'NL91ABNA0417164300',
};

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

afterAll(async () => {
  await closeInvoiceRenderer();
});

describe.each(databaseKinds)('merchant settings on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('starts from the example data, marked unconfirmed, every section at version 0', async () => {
    const settings = await readSettings(handle.db);
    expect(settings.identityConfirmed).toBe(false);
    expect(settings.identity).toEqual(exampleSettings.identity);
    expect(Object.values(settings.versions)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('freezes the seller on an invoice when it is issued: a later identity change leaves it alone', async () => {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: null, invoiceSeller: null } }),
      paymentStatus: 'pending',
      subtotalCents: 8985,
    });
    await transitionOrder(handle.db, id, 'paid');

    await saveSection('identity', newIdentity, 0, OWNER);

    const [issued] = await handle.db.select().from(orders).where(eq(orders.id, id));
    expect(issued?.invoiceSeller?.name).toBe(exampleSettings.identity.legalName);
    const text = pdfText(await renderInvoicePdf(issued!));
    expect(text).toContain(exampleSettings.identity.kvk);
    expect(text).not.toContain('Planbord');

    // The next invoice carries the new identity, IBAN included.
    const next = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id: next, invoiceNumber: null, invoiceSeller: null } }),
      paymentStatus: 'pending',
      subtotalCents: 8985,
    });
    await transitionOrder(handle.db, next, 'paid');
    const [later] = await handle.db.select().from(orders).where(eq(orders.id, next));
    const laterText = pdfText(await renderInvoicePdf(later!));
    expect(laterText).toContain('Planbord B.V.');
    expect(laterText).toContain('87654321');
    expect(laterText).toContain('NL91 ABNA 0417 1643 00');

    // And so does the next order e-mail, in its footer.
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${next}`));
    expect(mail?.text).toContain('Planbord B.V.');
    expect(mail?.text).toContain('KvK 87654321');
  });

  it('shows a saved change on the pages at once and records each changed field', async () => {
    const settings = await shopSettings();
    expect(settings.identityConfirmed).toBe(true);
    const vars = await contentVars('nl');
    expect(vars.legalName).toBe('Planbord B.V.');
    expect(vars.kvk).toBe('87654321');
    const history = await recentChanges();
    expect(history.identity.map((row) => [row.field, row.oldValue, row.newValue])).toEqual(
      expect.arrayContaining([
        ['legalName', exampleSettings.identity.legalName, 'Planbord B.V.'],
        ['kvk', exampleSettings.identity.kvk, '87654321'],
      ]),
    );
    expect(history.identity.every((row) => row.changedBy === OWNER)).toBe(true);
  });

  it('refuses the second of two saves made from the same version, and keeps the first', async () => {
    const { versions } = await readSettings(handle.db);
    const first = { ...exampleSettings.claims, reviewCount: 200 };
    const second = { ...exampleSettings.claims, reviewCount: 300 };
    const results = await Promise.allSettled([
      saveSection('claims', first, versions.claims, OWNER),
      saveSection('claims', second, versions.claims, 'iemand-anders@example.nl'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StaleSettingsError);
    const stored = await readSettings(handle.db);
    expect([200, 300]).toContain(stored.claims.reviewCount);
    expect(stored.versions.claims).toBe(versions.claims + 1);
    const audit = await handle.db.select().from(settingsAudit).where(eq(settingsAudit.section, 'claims'));
    expect(audit).toHaveLength(1);
  });

  it('keeps a claim the owner cleared empty: it is not stated anywhere, not even in the texts', async () => {
    const { versions } = await readSettings(handle.db);
    await saveSection(
      'claims',
      { bestseller: false, rating: 4.6, verifiedReviews: [] },
      versions.claims,
      OWNER,
    );
    const stored = await readSettings(handle.db);
    expect(stored.claims.reviewCount).toBeUndefined();
    expect(stored.claims.happyCustomers).toBeUndefined();
    const vars = await contentVars('nl');
    expect(vars.happyCustomers).toBeNull();
    // about.md says how many customers the planner has: without the figure that sentence goes.
    const { renderContent } = await import('~/modules/content/content.server');
    const about = renderContent('nl', 'about', vars).html;
    expect(about).not.toContain('tevreden klanten');
    expect(about).toContain('Vrienden wilden er ook een');
  });

  it('marks only the sample reviews the owner ticks as verified purchases, none by default', async () => {
    const before = await readSettings(handle.db);
    expect(before.claims.verifiedReviews).toEqual([]);
    const ticked = form({ intent: 'claims', version: String(before.versions.claims), rating: '4.6' });
    ticked.append('verifiedReviews', 'sanne');
    ticked.append('verifiedReviews', 'lotte');
    expect(await submitSettingsForm(ticked, OWNER)).toEqual({ ok: true, form: 'claims' });
    const after = await readSettings(handle.db);
    expect(after.claims.verifiedReviews).toEqual(['sanne', 'lotte']);
    expect(after.versions.claims).toBe(before.versions.claims + 1);

    // One ticked box arrives as a single value; a review that does not exist is refused.
    const one = form({ intent: 'claims', version: String(after.versions.claims), verifiedReviews: 'mark' });
    expect(await submitSettingsForm(one, OWNER)).toEqual({ ok: true, form: 'claims' });
    expect((await readSettings(handle.db)).claims.verifiedReviews).toEqual(['mark']);
    const { versions } = await readSettings(handle.db);
    const made = form({ intent: 'claims', version: String(versions.claims), verifiedReviews: 'nep' });
    expect(await submitSettingsForm(made, OWNER)).toMatchObject({ ok: false, status: 400 });
    // None ticked: none verified (an unticked box sends nothing).
    const none = form({ intent: 'claims', version: String(versions.claims) });
    expect(await submitSettingsForm(none, OWNER)).toEqual({ ok: true, form: 'claims' });
    expect((await readSettings(handle.db)).claims.verifiedReviews).toEqual([]);
  });

  it('answers a stale form with the Dutch message and an invalid VAT id, KvK or IBAN with its own', async () => {
    const stale = await submitSettingsForm(
      form({ intent: 'identity', version: '0', ...stringValues(newIdentity) }),
      OWNER,
    );
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(JSON.stringify(stale)).toContain(
      'Deze instellingen zijn intussen gewijzigd; laad de pagina opnieuw',
    );

    const { versions } = await readSettings(handle.db);
    const invalid = await submitSettingsForm(
      form({
        intent: 'identity',
        version: String(versions.identity),
        ...stringValues({ ...newIdentity, vatId: 'NL123', kvk: '1234', iban: 'NL91ABNA0417164301' }),
      }),
      OWNER,
    );
    expect(invalid).toMatchObject({ ok: false, status: 400 });
    const errors = invalid && !invalid.ok ? invalid.reply.error : {};
    expect(errors?.vatId).toEqual([
      'Voer een geldig btw-identificatienummer in, bijvoorbeeld NL123456789B01',
    ]);
    expect(errors?.kvk).toEqual(['Een KvK-nummer bestaat uit 8 cijfers']);
    expect(errors?.iban).toEqual(['Dit IBAN klopt niet; controleer het nummer']);
    // Nothing of the refused form was stored.
    expect((await readSettings(handle.db)).identity.kvk).toBe('87654321');
  });

  it('saves every zone of the form in one go, with the delivery time, and audits per country and field', async () => {
    const zones = await handle.db.select().from(shippingZones);
    const edited = zones.map((zone) => ({
      ...zone,
      countryCode: zone.countryCode as ZoneInput['countryCode'],
      ...(zone.countryCode === 'NL' ? { shippingCostCents: 395, freeShippingThresholdCents: 4000 } : {}),
      ...(zone.countryCode === 'BE' ? { deliveryMinDays: 3, deliveryMaxDays: 5 } : {}),
    }));
    await saveZones(edited, 0, OWNER);
    const [nl] = await handle.db.select().from(shippingZones).where(eq(shippingZones.countryCode, 'NL'));
    expect(nl).toMatchObject({ shippingCostCents: 395, freeShippingThresholdCents: 4000 });
    const fields = (await recentChanges()).zones.map((row) => row.field).sort();
    expect(fields).toEqual([
      'BE.deliveryMaxDays',
      'BE.deliveryMinDays',
      'NL.freeShippingThresholdCents',
      'NL.shippingCostCents',
    ]);
    await expect(saveZones(edited, 0, OWNER)).rejects.toBeInstanceOf(StaleSettingsError);
  });

  it('removes a zone no order ships to, refuses one with orders, and audits the removal', async () => {
    const version = (await readSettings(handle.db)).versions.zones;
    const added = await submitSettingsForm(
      form({ intent: 'addZone', countryCode: 'IE', version: String(version) }),
      OWNER,
    );
    expect(added).toMatchObject({ ok: true });
    // A new country starts switched off, with the figures every seeded EU country started from.
    const figures = async (countryCode: string) => {
      const [zone] = await handle.db
        .select()
        .from(shippingZones)
        .where(eq(shippingZones.countryCode, countryCode));
      const { shippingCostCents, freeShippingThresholdCents, deliveryMinDays, deliveryMaxDays, isActive } =
        zone ?? {};
      return { shippingCostCents, freeShippingThresholdCents, deliveryMinDays, deliveryMaxDays, isActive };
    };
    expect(await figures('IE')).toEqual({ ...(await figures('DE')), isActive: false });
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id: randomUUID(), country: 'BE', invoiceNumber: null } }),
      subtotalCents: 0,
    });
    const zones = Object.fromEntries(
      (await allShippingZones()).map((zone) => [zone.countryCode, zone.inUse]),
    );
    expect(zones).toMatchObject({ IE: false, BE: true });

    const refused = await submitSettingsForm(
      form({ intent: 'removeZone', countryCode: 'BE', version: String(version + 1) }),
      OWNER,
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused && !refused.ok && refused.reply.error?.countryCode).toEqual([
      'Dit land komt voor in bestellingen: zet het uit in plaats van het te verwijderen',
    ]);
    const removed = await submitSettingsForm(
      form({ intent: 'removeZone', countryCode: 'IE', version: String(version + 1) }),
      OWNER,
    );
    expect(removed).toMatchObject({ ok: true });
    const left = (await handle.db.select().from(shippingZones)).map((zone) => zone.countryCode);
    expect(left).toContain('BE');
    expect(left).not.toContain('IE');
    expect((await recentChanges()).zones[0]).toMatchObject({
      field: 'IE',
      newValue: 'verwijderd',
      changedBy: OWNER,
    });
  });

  it('sends the order e-mail with the delivery time of the order country', async () => {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: null, country: 'BE' } }),
      paymentStatus: 'paid',
      subtotalCents: 8985,
    });
    await enqueueOrderConfirmation(handle.db, id, { kind: 'resend', requestId: randomUUID() });
    const mails = await handle.db
      .select({ text: emailOutbox.text, key: emailOutbox.dedupeKey })
      .from(emailOutbox);
    expect(mails.find((m) => m.key?.startsWith(`order-confirmation:${id}`))?.text).toContain('3–5');
  });
});

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}
