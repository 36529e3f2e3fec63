import type { Identity } from './settings-schema';

/** What every shop page may show about the merchant (footer, contact page): no IBAN, no internals. */
export type PublicIdentity = Omit<Identity, 'iban'>;

export function publicIdentity(identity: Identity): PublicIdentity {
  const { iban: _iban, ...shown } = identity;
  return shown;
}
