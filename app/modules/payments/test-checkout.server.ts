import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { testPayments } from '~/db/schema';
import type { CreatePaymentInput, PaymentProvider, ProviderPaymentStatus } from './port';
import type { TestFinalStatus } from './test-statuses';

/**
 * How long a test payment stays open. Nobody ever abandons it on the provider's side, so without a
 * limit an unpaid test order would hold its stock forever (issue 16 item 5).
 */
export const TEST_PAYMENT_EXPIRY_MS = 30 * 60 * 1000;

const TEST_ID_PREFIX = 'tst_';

/** Payments of the built-in test checkout, also after the shop switched to Mollie. */
export const isTestPaymentId = (id: string) => id.startsWith(TEST_ID_PREFIX);

/**
 * The built-in stand-in for Mollie's test mode (no MOLLIE_API_KEY): payments live in our own table
 * and the shopper picks the outcome on /test-checkout/{id}.
 */
export function testCheckoutProvider(): PaymentProvider {
  return {
    name: 'test',
    async createPayment(input: CreatePaymentInput) {
      const db = await getDb();
      const id = `${TEST_ID_PREFIX}${randomBytes(8).toString('hex')}`;
      await db.insert(testPayments).values({
        id,
        orderId: input.orderId,
        amountCents: input.amountCents,
        description: input.description,
        redirectUrl: input.redirectUrl,
      });
      return {
        id,
        checkoutUrl: `/test-checkout/${id}`,
        expiresAt: new Date(Date.now() + TEST_PAYMENT_EXPIRY_MS),
      };
    },
    async getPayment(id: string) {
      const payment = await getTestPayment(id);
      if (!payment) return undefined;
      return { id, status: payment.status as ProviderPaymentStatus, orderId: payment.orderId };
    },
    async listMethods() {
      return [];
    },
    // Test mode gives the money back at once; our refunds table already keeps one refund per key.
    async createRefund(input) {
      return {
        id: `tre_${randomBytes(8).toString('hex')}`,
        status: 'refunded',
        amountCents: input.amountCents,
      };
    },
    async listRefunds() {
      return [];
    },
  };
}

export async function getTestPayment(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
  return row;
}

/** Only an open payment can be completed, as with Mollie: a final status never changes. */
export async function completeTestPayment(id: string, status: TestFinalStatus): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .update(testPayments)
    .set({ status })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, 'open')))
    .returning({ id: testPayments.id });
  return Boolean(row);
}
