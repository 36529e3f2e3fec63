import { afterAll, beforeAll } from 'vitest';
import { mollieProvider } from '~/modules/payments/mollie.server';
import type { PaymentProvider } from '~/modules/payments/port';
import { setPaymentProvider } from '~/modules/payments/provider.server';
import { FAKE_MOLLIE_KEY, type MollieFake, startMollieFake } from '../fakes/mollie';

export type MollieSession = { fake: MollieFake; provider: PaymentProvider };

/**
 * The Mollie fake for the describe block that calls this: started before its tests, our own Mollie
 * client pointed at it and installed as the shop's payment provider, all undone after. The fields
 * are filled in when the block's tests start.
 */
export function useMollieFake(): MollieSession {
  // A generous timeout: the concurrency tests send 100 checkouts at once on a shared 2-core machine.
  // Only test processes talk to the fake's self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const session = {} as MollieSession;
  beforeAll(async () => {
    session.fake = await startMollieFake();
    session.provider = mollieProvider(FAKE_MOLLIE_KEY, session.fake.url, 30_000);
    setPaymentProvider(session.provider);
  });
  afterAll(async () => {
    setPaymentProvider(undefined);
    await session.fake?.close();
  });
  return session;
}
