import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { emailOutbox } from '~/db/schema';
import { logger } from '~/modules/observability/logger.server';
import { resolveAttachments } from './attachments.server';
import { isPermanentFailure, type MailSender } from './sendgrid.server';

export type OutboxWorkerOptions = {
  db: Db;
  send: MailSender;
  /** How often the worker looks for due messages when the last look found none. */
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** A claimed message is another instance's to take over after this long (a crashed worker). */
  leaseMs?: number;
  /** First retry delay; doubled per attempt up to an hour. */
  backoffMs?: number;
  /** False: no polling loop, the caller drives `runOnce` (tests that count attempts). */
  autoStart?: boolean;
};

export type OutboxWorker = {
  /** Sends what is due now; resolves with the number of messages handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in progress, so nothing is left half-sent. */
  stop(): Promise<void>;
};

const HOUR = 60 * 60 * 1000;

export function backoffDelay(attempt: number, baseMs: number): number {
  return Math.min(HOUR, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the outbox. Each round claims due messages with a lease (FOR UPDATE SKIP LOCKED), so
 * several app instances sharing the database never take the same message; a message is marked sent
 * as soon as SendGrid accepted it. Failures are retried with exponential backoff until
 * `maxAttempts`, then marked failed (the admin outbox view can queue them again).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, send } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const backoffMs = options.backoffMs ?? 30_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);

  async function claim() {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          // A message still to be written from its order (enqueueToRender) waits until it is.
          isNull(emailOutbox.renderFrom),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  async function deliver(message: Awaited<ReturnType<typeof claim>>[number]) {
    const attempts = message.attempts + 1;
    try {
      await send({
        id: message.id,
        to: message.toAddress,
        cc: message.ccAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: await resolveAttachments(db, message.attachments),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, message.id));
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const failed = permanent || attempts >= maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          ...(failed
            ? { status: 'failed' as const }
            : {
                nextAttemptAt: sql`now() + make_interval(secs => ${backoffDelay(attempts, backoffMs) / 1000})`,
              }),
        })
        .where(eq(emailOutbox.id, message.id));
      logger.warn('e-mail delivery failed', {
        outboxId: message.id,
        kind: message.kind,
        attempts,
        failed,
        reason,
      });
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const message of claimed) await deliver(message);
    return claimed.length;
  }

  const loop = () => {
    if (stopped) return;
    current = runOnce().catch((error) => {
      logger.error('outbox round failed', { error: error instanceof Error ? error.message : String(error) });
      return 0;
    });
    void current.then((handled) => {
      if (!stopped) timer = setTimeout(loop, handled > 0 ? 0 : pollMs);
    });
  };
  if (options.autoStart !== false) timer = setTimeout(loop, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
