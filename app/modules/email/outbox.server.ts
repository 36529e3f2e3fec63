import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import type { EmailAttachment } from '~/db/schema';
import { emailOutbox } from '~/db/schema';
import type { Lang } from '~/i18n/config';

/** What a message says and carries: written when it is enqueued, or after its transaction (renderLater). */
export type EmailContent = {
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
};

/** Who a message goes to and what it is, known when it is stored. */
export type EmailEnvelope = {
  kind: string;
  to: string;
  cc?: string;
  language: Lang;
  /** Same key, same message: enqueueing it again is a no-op (webhook retries, double clicks). */
  dedupeKey: string;
};

export type OutgoingEmail = EmailEnvelope & EmailContent;

/**
 * Stores a message for delivery. Pass the transaction that stores the thing the message is about,
 * so the message exists exactly when that thing does. Returns false when the key was already queued.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, email: OutgoingEmail): Promise<boolean> {
  const inserted = await db
    .insert(emailOutbox)
    .values(outboxRow(email, null))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

/**
 * Stores messages whose text is written later from the order they name (renderLater): the transaction
 * that stores the order's change stores its messages, in one statement, without rendering them.
 * Nothing is sent until storeRendered has filled them in. Already queued keys are left alone.
 */
export async function enqueueToRender(
  db: Pick<Db, 'insert'>,
  emails: EmailEnvelope[],
  from: { orderId: string },
): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(emailOutbox)
    .values(emails.map((email) => outboxRow({ ...email, subject: '', html: '', text: '' }, from)))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

function outboxRow(email: OutgoingEmail, renderFrom: { orderId: string } | null) {
  return {
    kind: email.kind,
    toAddress: email.to,
    ccAddress: email.cc ?? null,
    language: email.language,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: email.attachments ?? [],
    dedupeKey: email.dedupeKey,
    renderFrom,
  };
}

/** The oldest messages still to render, of any order: left by a process that ended after the commit. */
export async function leftToRender(db: Db) {
  return db
    .select({ dedupeKey: emailOutbox.dedupeKey, renderFrom: emailOutbox.renderFrom })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.renderFrom))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(50);
}

/**
 * Fills in stored messages' text (by their dedupe keys), all in one statement; from now on the
 * worker may send them. A message rendered already is left as it is, so rendering twice is harmless.
 */
export async function storeRendered(
  db: Db,
  messages: { dedupeKey: string; content: EmailContent }[],
): Promise<void> {
  if (messages.length === 0) return;
  const rows = sql.join(
    messages.map(
      ({ dedupeKey, content }) =>
        sql`(${dedupeKey}, ${content.subject}, ${content.html}, ${content.text}, ${JSON.stringify(content.attachments ?? [])}::jsonb)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${emailOutbox}
       set subject = rendered.subject, html = rendered.html, text = rendered.text,
           attachments = rendered.attachments, render_from = null
      from (values ${rows}) as rendered (dedupe_key, subject, html, text, attachments)
     where ${emailOutbox.dedupeKey} = rendered.dedupe_key and ${emailOutbox.renderFrom} is not null`);
}

/** The latest messages for the admin's outbox view, newest first, with their text to read. */
export async function recentOutbox(db: Db, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

export type OutboxRow = Awaited<ReturnType<typeof recentOutbox>>[number];

/** A failed message back in the queue with fresh attempts, due now. */
export async function requeueOutboxMessage(db: Db, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(eq(emailOutbox.id, id));
}
