import { shippingClaims } from '~/components/home/home-data.server';
import { homeFacts } from '~/components/home/home-facts';
import { STANDARD_PRODUCT_ID } from '~/db/seed.server';
import type { Lang } from '~/i18n/config';
import { getProduct } from '~/modules/catalog/catalog.server';
import { facts } from '~/modules/catalog/facts';
import type { ContentVars } from './content.server';

/** Contact and company details as `{{placeholders}}`, the same on every page and in every language. */
export const companyVars: ContentVars = {
  shopName: facts.shopName,
  legalName: facts.legalName,
  email: facts.contact.email,
  phone: facts.contact.phone,
  street: facts.contact.street,
  postalCode: facts.contact.postalCode,
  city: facts.contact.city,
  kvk: facts.contact.kvk,
  vatNumber: facts.contact.vatNumber,
  complaintDays: facts.returnDays,
  defectHours: facts.defectReportHours,
  returnConfirmHours: facts.returnConfirmationHours,
  invoiceRetentionYears: facts.invoiceRetentionYears,
  messageRetentionYears: facts.messageRetentionYears,
  defectNoticeMonths: facts.defectNoticeMonths,
  maxDeliveryDays: facts.maxDeliveryDays,
  carrier: facts.carrier,
};

/**
 * Everything a content text may name: the home page's figures (price from the database, shipping
 * from shipping_zones, the facts module) plus the company details. Texts never spell a figure out.
 */
export async function contentVars(lang: Lang): Promise<ContentVars> {
  const [product, shipping] = await Promise.all([getProduct(STANDARD_PRODUCT_ID, lang), shippingClaims()]);
  return { ...homeFacts(lang, product?.priceCents ?? 0, shipping), ...companyVars };
}
