import { getDb } from '~/db/client.server';
import { env } from '~/env.server';
import { logger } from '~/modules/observability/logger.server';
import { sendGridSender } from './sendgrid.server';
import { type OutboxWorker, startOutboxWorker } from './worker.server';

let worker: OutboxWorker | undefined;

/**
 * Starts delivering the outbox when SendGrid is configured. Without a key the shop still runs (a
 * fresh machine, a test): messages wait in the outbox, readable in the admin, and go out once a key
 * is set and the server restarts.
 */
export async function startEmailDelivery(): Promise<void> {
  const { SENDGRID_API_KEY, SENDGRID_API_URL, MAIL_FROM } = env();
  if (!SENDGRID_API_KEY) {
    logger.info('SENDGRID_API_KEY is not set: e-mails stay in the outbox until it is');
    return;
  }
  worker = startOutboxWorker({
    db: await getDb(),
    send: sendGridSender({ apiKey: SENDGRID_API_KEY, apiUrl: SENDGRID_API_URL, from: MAIL_FROM }),
  });
}

/** Lets the batch in progress finish (part of the graceful shutdown). */
export async function stopEmailDelivery(): Promise<void> {
  await worker?.stop();
  worker = undefined;
}
