import { createTtlCache } from '~/modules/cache/ttl-cache';
import { logger } from '~/modules/observability/logger.server';
import type { PaymentMethod } from './port';
import { paymentProvider } from './provider.server';

const CACHE_MS = 60 * 60 * 1000;
const RETRIES = 2;

const cache = createTtlCache<'methods', PaymentMethod[]>({ ttlMs: CACHE_MS, max: 1 });

async function fetchWithRetries(): Promise<PaymentMethod[] | null> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      return await paymentProvider().listMethods();
    } catch (error) {
      logger.warn('payment methods fetch failed', {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return null;
}

/**
 * The provider's payment methods for the logo block: cached for an hour, two retries, and null on
 * failure so the block is hidden rather than wrong. Concurrent requests share one fetch.
 */
export async function paymentMethods(): Promise<PaymentMethod[] | null> {
  // A failure (null) is not stored: the next page asks the provider again.
  return (await cache.fetch('methods', async () => (await fetchWithRetries()) ?? undefined)) ?? null;
}

export function clearPaymentMethodsCache(): void {
  cache.clear();
}
