import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPaymentMethodsCache, paymentMethods } from '~/modules/payments/methods.server';
import { mollieProvider } from '~/modules/payments/mollie.server';
import { setPaymentProvider } from '~/modules/payments/provider.server';
import { FAKE_MOLLIE_KEY, type MollieFake, startMollieFake } from '../fakes/mollie';

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

describe('payment method logos', () => {
  let fake: MollieFake;
  beforeAll(async () => {
    fake = await startMollieFake();
    setPaymentProvider(mollieProvider(FAKE_MOLLIE_KEY, fake.url, 10_000));
  });
  afterAll(async () => {
    setPaymentProvider(undefined);
    await fake.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  beforeEach(() => {
    clearPaymentMethodsCache();
    fake.failMethods(false);
    fake.requests.length = 0;
  });

  it('reads the methods from Mollie once an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const first = await paymentMethods();
    expect(first?.map((m) => m.id)).toEqual(['ideal', 'paypal', 'creditcard']);
    expect(first?.[0]?.image).toMatch(/^https:\/\/www\.mollie\.com\/.*ideal\.svg$/);
    vi.setSystemTime(start + 59 * 60 * 1000);
    await paymentMethods();
    expect(fake.requests.filter((r) => r.path === '/v2/methods')).toHaveLength(1);
    vi.setSystemTime(start + 61 * 60 * 1000);
    await paymentMethods();
    expect(fake.requests.filter((r) => r.path === '/v2/methods')).toHaveLength(2);
  });

  it('gives up after two retries and hides the block', async () => {
    fake.failMethods(true);
    expect(await paymentMethods()).toBeNull();
    // Each of our 3 attempts is itself retried by Mollie's client on a 5xx (3 requests each).
    expect(fake.requests.filter((r) => r.path === '/v2/methods').length).toBeGreaterThanOrEqual(3);
  });
});
