import { logger } from '~/modules/observability/logger.server';
import type { PaymentMethod } from './port';
import { paymentProvider } from './provider.server';

const CACHE_MS = 60 * 60 * 1000;
const RETRIES = 2;

let cached: { at: number; methods: PaymentMethod[] } | undefined;
let inFlight: Promise<PaymentMethod[] | null> | undefined;

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
export async function paymentMethods(now = Date.now()): Promise<PaymentMethod[] | null> {
  if (cached && now - cached.at < CACHE_MS) return cached.methods;
  inFlight ??= fetchWithRetries().finally(() => {
    inFlight = undefined;
  });
  const methods = await inFlight;
  if (methods) cached = { at: now, methods };
  return methods;
}

export function clearPaymentMethodsCache(): void {
  cached = undefined;
}
