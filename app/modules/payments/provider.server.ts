import { env } from '~/env.server';
import { mollieProvider } from './mollie.server';
import type { PaymentProvider } from './port';
import { testCheckoutProvider } from './test-checkout.server';

let provider: PaymentProvider | undefined;

/** Mollie when a key is configured, else the built-in test checkout (DESIGN.md 4). */
export function paymentProvider(): PaymentProvider {
  if (!provider) {
    const { MOLLIE_API_KEY, MOLLIE_API_ENDPOINT, MOLLIE_TIMEOUT_MS } = env();
    provider =
      MOLLIE_API_KEY && env().PAYMENTS !== 'test'
        ? mollieProvider(MOLLIE_API_KEY, MOLLIE_API_ENDPOINT, MOLLIE_TIMEOUT_MS)
        : testCheckoutProvider();
  }
  return provider;
}

/** Tests point the shop at a fake Mollie or reset to the configured provider. */
export function setPaymentProvider(next: PaymentProvider | undefined): void {
  provider = next;
}
