import type { Lang } from '~/i18n/config';
import { getProduct } from '~/modules/catalog/catalog.server';
import { facts } from '~/modules/catalog/facts';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { shippingClaims } from '~/modules/content/home-data.server';
import { homeFacts, type ShippingClaims } from '~/modules/content/home-facts';
import { cookieLifetimeDays } from '~/modules/http/cookie-lifetimes';
import { type ShopSettings, shopSettings } from '~/modules/settings/settings.server';
import type { ContentVars } from './content.server';

/** Contact and company details as `{{placeholders}}`, from the merchant's settings. */
export function companyVars(settings: ShopSettings): ContentVars {
  const { identity, operations } = settings;
  return {
    shopName: identity.tradeName,
    legalName: identity.legalName,
    email: identity.email,
    phone: identity.phone,
    street: identity.street,
    postalCode: identity.postalCode,
    city: identity.city,
    kvk: identity.kvk,
    vatNumber: identity.vatId,
    complaintDays: operations.returnDays,
    defectHours: operations.defectReportHours,
    returnConfirmHours: operations.returnConfirmationHours,
    invoiceRetentionYears: facts.invoiceRetentionYears,
    messageRetentionYears: facts.messageRetentionYears,
    defectNoticeMonths: facts.defectNoticeMonths,
    maxDeliveryDays: facts.maxDeliveryDays,
    carrier: operations.carrier,
    ...cookieLifetimeDays(),
  };
}

/** The values of the home facts a text can name: strings, numbers, and null for an empty claim. */
function scalars(values: Record<string, unknown>): ContentVars {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number | null] =>
        entry[1] === null || typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Everything a content text may name: the home page's figures (price from the database, shipping
 * from shipping_zones, the settings) plus the company details. Texts never spell a figure out.
 */
export async function contentVars(lang: Lang): Promise<ContentVars> {
  const [product, shipping, settings] = await Promise.all([
    getProduct(STANDARD_PRODUCT_ID, lang),
    shippingClaims(lang),
    shopSettings(),
  ]);
  return buildContentVars(lang, product?.priceCents ?? 0, shipping, settings);
}

/** The variables from their sources, without reading them (tests pass their own). */
export function buildContentVars(
  lang: Lang,
  priceCents: number,
  shipping: ShippingClaims,
  settings: ShopSettings,
): ContentVars {
  return { ...scalars(homeFacts(lang, priceCents, shipping, settings)), ...companyVars(settings) };
}
