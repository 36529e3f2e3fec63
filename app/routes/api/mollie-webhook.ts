import { logger } from '~/modules/observability/logger.server';
import { syncPaymentAndRefunds } from '~/modules/payments/sync.server';
import type { Route } from './+types/mollie-webhook';

const PAYMENT_ID = /^(tr|tst)_[A-Za-z0-9]{4,64}$/;

/**
 * Mollie posts `id=tr_...`. We answer 200 for ids we do not know (Mollie would retry otherwise) and
 * 500 only when we could not reach Mollie or the database, so Mollie retries later.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const id = form?.get('id');
  if (typeof id !== 'string' || !PAYMENT_ID.test(id)) return new Response('ignored', { status: 200 });
  try {
    await syncPaymentAndRefunds(id);
    return new Response('ok', { status: 200 });
  } catch (error) {
    logger.error('webhook failed', {
      paymentId: id,
      error: error instanceof Error ? error.message : String(error),
    });
    return new Response('retry later', { status: 503 });
  }
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
