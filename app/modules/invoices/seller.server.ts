import { env } from '~/env.server';
import { facts } from '~/modules/catalog/facts';
import type { Seller } from './invoice-model';

/** The seller block of every invoice, from configuration (SELLER_*; defaults in catalog/facts.ts). */
export function sellerFromEnv(): Seller {
  const e = env();
  return {
    name: e.SELLER_NAME,
    street: e.SELLER_STREET,
    postalCode: e.SELLER_POSTAL_CODE,
    city: e.SELLER_CITY,
    countryCode: e.SELLER_COUNTRY,
    kvk: e.SELLER_KVK,
    vatNumber: e.SELLER_VAT_NUMBER,
    email: e.SHOP_INFO_EMAIL,
    phone: facts.contact.phone,
  };
}
