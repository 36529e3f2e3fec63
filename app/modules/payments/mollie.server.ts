import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { createSecureContext } from 'node:tls';
import { createMollieClient, Locale, type MollieClient } from '@mollie/api-client';
import type { Lang } from '~/i18n/config';
import {
  type CreatePaymentInput,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type ProviderRefund,
  refundStatusFor,
  toMollieAmount,
} from './port';

const mollieLocales: Record<Lang, Locale> = {
  nl: Locale.nl_NL,
  en: Locale.en_GB,
  fr: Locale.fr_FR,
  de: Locale.de_DE,
};

/** The client has no timeout of its own: a stalled Mollie must not hold a shopper (and stock) forever. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The official client makes its own `https.Agent` with its bundled CA list, and Node then builds a
 * TLS context from ~140 root certificates for every connection: about 45 ms of CPU on the event loop
 * per Mollie call (measured with bench/checkout.ts), which serialises concurrent checkouts and
 * webhooks. The client offers no agent option, so while it is constructed its agent is given one
 * context built once from that same CA list (certificates are verified exactly as before) and
 * keep-alive, so calls reuse connections instead of paying a TLS handshake each. Idle sockets close
 * after 4 s, and earlier when the server announces a shorter keep-alive timeout (Node honours the
 * hint), so a socket the server is about to drop is not reused; payment creation carries the
 * client's idempotency key, so Mollie never creates a payment twice.
 */
function createClientWithPooledConnections(options: { apiKey: string; apiEndpoint?: string }): MollieClient {
  const OriginalAgent = https.Agent;
  class PooledAgent extends OriginalAgent {
    constructor(agentOptions?: https.AgentOptions) {
      const ca = agentOptions?.ca;
      const reuse = { keepAlive: true, timeout: 4_000 };
      super({ ...agentOptions, ...reuse, ...(ca ? { secureContext: createSecureContext({ ca }) } : {}) });
    }
  }
  https.Agent = PooledAgent;
  try {
    return createMollieClient(options);
  } finally {
    https.Agent = OriginalAgent;
  }
}

const centsOf = (value: string) => Math.round(Number(value) * 100);

/**
 * The connection closed before an answer came: typically a kept-alive socket the other side closed
 * just as we reused it. The client retries 5xx answers itself, not this; one more attempt is safe
 * for a request with an idempotency key.
 */
function connectionDropped(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    (typeof message === 'string' && /ECONNRESET|EPIPE|socket hang up/.test(message))
  );
}

const toRefund = (refund: { id: string; status: string; amount: { value: string } }): ProviderRefund => ({
  id: refund.id,
  status: refundStatusFor(refund.status),
  amountCents: centsOf(refund.amount.value),
});

/** The Mollie Payments API (not the deprecated Orders API) through the official client. */
export function mollieProvider(apiKey: string, apiEndpoint?: string, timeoutMs = 10_000): PaymentProvider {
  const client = createClientWithPooledConnections({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  return {
    name: 'mollie',
    async createPayment(input: CreatePaymentInput) {
      // One key for both attempts: when Mollie made the payment but its answer was lost, the second
      // attempt gets that same payment back instead of a second one.
      const idempotencyKey = randomUUID();
      const create = () =>
        client.payments.create({
          amount: { currency: 'EUR', value: toMollieAmount(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
          locale: mollieLocales[input.lang],
          metadata: { orderId: input.orderId },
          idempotencyKey,
        });
      const payment = await withTimeout(
        create().catch((error: unknown) => {
          if (connectionDropped(error)) return create();
          throw error;
        }),
        timeoutMs,
        'Mollie payment creation',
      );
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error('Geen checkout URL ontvangen');
      const expiresAt = payment.expiresAt ? new Date(payment.expiresAt) : undefined;
      return {
        id: payment.id,
        checkoutUrl,
        ...(expiresAt && !Number.isNaN(+expiresAt) ? { expiresAt } : {}),
      };
    },
    async getPayment(id: string) {
      try {
        const payment = await withTimeout(client.payments.get(id), timeoutMs, 'Mollie payment lookup');
        const metadata = payment.metadata as { orderId?: unknown } | null;
        return {
          id: payment.id,
          status: payment.status as ProviderPaymentStatus,
          orderId: typeof metadata?.orderId === 'string' ? metadata.orderId : undefined,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return undefined;
        throw error;
      }
    },
    async listMethods(): Promise<PaymentMethod[]> {
      const methods = await client.methods.list();
      return methods.map((m) => ({ id: m.id, description: m.description, image: m.image.svg }));
    },
    async createRefund(input) {
      const refund = await withTimeout(
        client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: 'EUR', value: toMollieAmount(input.amountCents) },
          description: input.description,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        }),
        timeoutMs,
        'Mollie refund creation',
      );
      return toRefund(refund);
    },
    async listRefunds(paymentId) {
      const page = await withTimeout(
        client.paymentRefunds.page({ paymentId, limit: 250 }),
        timeoutMs,
        'Mollie refund list',
      );
      return [...page].map(toRefund);
    },
  };
}
