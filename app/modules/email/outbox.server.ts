import { desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import type { EmailAttachment } from '~/db/schema';
import { emailOutbox } from '~/db/schema';
import type { Lang } from '~/i18n/config';

export type OutgoingEmail = {
  kind: string;
  to: string;
  cc?: string;
  language: Lang;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  /** Same key, same message: enqueueing it again is a no-op (webhook retries, double clicks). */
  dedupeKey: string;
};

/**
 * Stores a message for delivery. Pass the transaction that stores the thing the message is about,
 * so the message exists exactly when that thing does. Returns false when the key was already queued.
 */
export async function enqueueEmail(db: Pick<Db, 'insert'>, email: OutgoingEmail): Promise<boolean> {
  const inserted = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      ccAddress: email.cc ?? null,
      language: email.language,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.attachments ?? [],
      dedupeKey: email.dedupeKey,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
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
