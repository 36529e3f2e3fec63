import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders, termsVersions } from '~/db/schema';
import { type Lang, languages } from '~/i18n/config';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { currentTermsDocument } from '~/modules/content/terms-version.server';
import { sendGridSender } from '~/modules/email/sendgrid.server';
import { startOutboxWorker } from '~/modules/email/worker.server';
import { closeInvoiceRenderer } from '~/modules/invoices/pdf.server';
import { placeOrder } from '~/modules/orders/place-order.server';
import { transitionOrder } from '~/modules/orders/transitions.server';
import { testCheckoutProvider } from '~/modules/payments/test-checkout.server';
import { FAKE_SENDGRID_KEY, type SendGridFake, startSendGridFake } from '../fakes/sendgrid';
import { databaseKinds, openTestDatabase } from '../support/databases';

/** The statutory model form's opening line (annex I(B) CRD) as the returns page has it per language. */
const formOpening: Record<Lang, string> = {
  nl: '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
  en: '(complete and return this form only if you wish to withdraw from the contract)',
  fr: '(veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat)',
  de: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
};
const termsTitle: Record<Lang, string> = {
  nl: 'Algemene voorwaarden',
  en: 'Terms and conditions',
  fr: 'Conditions générales',
  de: 'AGB',
};
const termsFile: Record<Lang, RegExp> = {
  nl: /^algemene-voorwaarden-[0-9a-f]{12}\.pdf$/,
  en: /^terms-conditions-[0-9a-f]{12}\.pdf$/,
  fr: /^conditions-generales-[0-9a-f]{12}\.pdf$/,
  de: /^agb-[0-9a-f]{12}\.pdf$/,
};

/** The PDF's text as a reader sees it (poppler-utils). */
const pdfText = (base64: string) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(base64, 'base64') }).toString('utf8');

afterAll(async () => {
  await closeInvoiceRenderer();
});

describe.each(databaseKinds)('the order confirmation as durable medium on %s', (kind) => {
  let handle: Handle;
  let fake: SendGridFake;

  const order = async (lang: Lang) => {
    const result = await placeOrder({
      lang,
      cart: [{ productId: STANDARD_PRODUCT_ID, quantity: 1 }],
      customer: {
        email: `klant-${lang}@example.nl`,
        firstName: 'An',
        lastName: 'Bakker',
        address: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
        useDifferentBillingAddress: false,
      },
      checkoutToken: randomUUID(),
      // A browser and a client address of its own per order: the unpaid-order limits stay out of the way.
      browserTokenHash: randomUUID(),
      clientKey: randomUUID(),
      urls: (id) => ({ redirectUrl: `http://localhost/${lang}/order-success?orderId=${id}` }),
      provider: testCheckoutProvider(),
    });
    if (!result.ok) throw new Error(`order failed: ${result.reason}`);
    return result.orderId;
  };
  const orderRow = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** Sends what the outbox holds through the SendGrid fake; the confirmation of `orderId` as received. */
  const deliveredConfirmation = async (orderId: string) => {
    const [queued] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    const worker = startOutboxWorker({
      db: handle.db,
      send: sendGridSender({ apiKey: FAKE_SENDGRID_KEY, apiUrl: fake.url, from: 'info@wandplanner.nl' }),
      autoStart: false,
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    return fake.accepted.find((mail) => mail.outboxId === queued?.id);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    fake = await startSendGridFake();
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
  });

  it.each(languages)(
    'in %s carries the model withdrawal form and the accepted terms as PDF',
    async (lang) => {
      const id = await order(lang);
      const placed = await orderRow(id);
      // The version stored when the order was placed is the terms page's text as it stands.
      expect(placed.termsVersion).toBe((await currentTermsDocument(lang)).version);
      await transitionOrder(handle.db, id, 'paid');

      const mail = await deliveredConfirmation(id);
      expect(mail?.to).toEqual([`klant-${lang}@example.nl`]);
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain(formOpening[lang]);
        expect(part).toContain('Wandplanner B.V.');
        expect(part).toContain('NL001234567B01');
        expect(part).toContain('12345678');
      }
      expect(mail!.html).toContain('data-testid="withdrawal-form"');
      // Germany's seeded zone: 2–4 working days; 14 days' withdrawal period from the seeded settings.
      expect(mail!.text).toMatch(/2(–| à )4/);
      expect(mail!.text).toContain('14');

      expect(mail!.attachments).toHaveLength(1);
      const [terms] = mail!.attachments;
      expect(terms).toMatchObject({ type: 'application/pdf', disposition: 'attachment' });
      expect(terms!.filename).toMatch(termsFile[lang]);
      expect(Buffer.from(terms!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const words = pdfText(terms!.content);
      expect(words).toContain(termsTitle[lang]);
      expect(words).toContain(placed.termsVersion!.slice(0, 12));
    },
  );

  it('attaches the terms version the order was placed under, not the text as it reads today', async () => {
    const id = await order('nl');
    const earlier = {
      version: 'a'.repeat(64),
      language: 'nl' as const,
      title: 'Algemene voorwaarden',
      html: '<h2>Artikel 1 – De tekst van vorig jaar</h2><p>Zo luidden de voorwaarden toen.</p>',
    };
    await handle.db.insert(termsVersions).values(earlier);
    await handle.db.update(orders).set({ termsVersion: earlier.version }).where(eq(orders.id, id));
    await transitionOrder(handle.db, id, 'paid');

    const mail = await deliveredConfirmation(id);
    const [terms] = mail!.attachments;
    expect(terms!.filename).toBe('algemene-voorwaarden-aaaaaaaaaaaa.pdf');
    const words = pdfText(terms!.content);
    expect(words).toContain('De tekst van vorig jaar');
    expect(words).not.toContain('Artikel 2');
    expect(mail!.text).toContain('versie aaaaaaaaaaaa');
  });
});
