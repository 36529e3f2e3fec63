import { getDb } from '~/db/client.server';
import { contactMessages, quoteRequests } from '~/db/schema';
import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { enqueueEmail } from '~/modules/email/outbox.server';
import {
  contactAcknowledgementEmail,
  quoteAcknowledgementEmail,
} from '~/modules/email/templates/customer-emails';
import { contactNotificationEmail, quoteNotificationEmail } from '~/modules/email/templates/shop-emails';
import { readSettings } from '~/modules/settings/settings.server';
import type { ContactInput, QuoteInput } from './form-schemas';

/**
 * Stores a quote request and queues its two e-mails in the same transaction: the request exists
 * exactly when its e-mails do, and delivery (later, by the outbox worker) can fail without
 * touching what the visitor submitted.
 */
export async function storeQuoteRequest(input: QuoteInput, lang: Lang): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({ ...input, message: input.message || null, language: lang })
      .returning({ id: quoteRequests.id });
    const id = (row as { id: string }).id;
    const shop = await readSettings(tx);
    await enqueueEmail(tx, {
      kind: 'quote-acknowledgement',
      to: input.email,
      language: lang,
      ...quoteAcknowledgementEmail(input, lang, shop),
      dedupeKey: `quote-acknowledgement:${id}`,
    });
    await enqueueEmail(tx, {
      kind: 'quote-notification',
      to: env().SHOP_INFO_EMAIL,
      language: 'nl',
      ...quoteNotificationEmail({ ...input, language: lang }, shop),
      dedupeKey: `quote-notification:${id}`,
    });
    return id;
  });
}

/** Stores a contact message and queues the acknowledgement and the shop's notification with it. */
export async function storeContactMessage(input: ContactInput, lang: Lang): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, phone: input.phone || null, language: lang })
      .returning({ id: contactMessages.id });
    const id = (row as { id: string }).id;
    const shop = await readSettings(tx);
    await enqueueEmail(tx, {
      kind: 'contact-acknowledgement',
      to: input.email,
      language: lang,
      ...contactAcknowledgementEmail(input, lang, shop),
      dedupeKey: `contact-acknowledgement:${id}`,
    });
    await enqueueEmail(tx, {
      kind: 'contact-notification',
      to: env().SHOP_INFO_EMAIL,
      language: 'nl',
      ...contactNotificationEmail({ ...input, language: lang }, shop),
      dedupeKey: `contact-notification:${id}`,
    });
    return id;
  });
}
