import type { Db, Tx } from '~/db/client.server';
import type { InvoiceSellerSnapshot } from '~/db/schema';
import { readSettings } from '~/modules/settings/settings.server';
import type { Identity } from '~/modules/settings/settings-schema';

/** The seller block of an invoice, from the merchant's identity in the admin settings. */
export function sellerFromIdentity(identity: Identity): InvoiceSellerSnapshot {
  return {
    name: identity.legalName,
    tradeName: identity.tradeName,
    street: identity.street,
    postalCode: identity.postalCode,
    city: identity.city,
    countryCode: identity.countryCode,
    kvk: identity.kvk,
    vatNumber: identity.vatId,
    iban: identity.iban,
    email: identity.email,
    phone: identity.phone,
  };
}

/** The seller as it stands now, read inside the caller's transaction (no snapshot: it is stored). */
export async function currentSeller(db: Db | Tx): Promise<InvoiceSellerSnapshot> {
  return sellerFromIdentity((await readSettings(db)).identity);
}
