import deCommon from '../../locales/de/common.json';
import deContent from '../../locales/de/content.json';
import deEmail from '../../locales/de/email.json';
import deForms from '../../locales/de/forms.json';
import deHome from '../../locales/de/home.json';
import deInvoice from '../../locales/de/invoice.json';
import deOrders from '../../locales/de/orders.json';
import deValidation from '../../locales/de/validation.json';
import enCommon from '../../locales/en/common.json';
import enContent from '../../locales/en/content.json';
import enEmail from '../../locales/en/email.json';
import enForms from '../../locales/en/forms.json';
import enHome from '../../locales/en/home.json';
import enInvoice from '../../locales/en/invoice.json';
import enOrders from '../../locales/en/orders.json';
import enValidation from '../../locales/en/validation.json';
import frCommon from '../../locales/fr/common.json';
import frContent from '../../locales/fr/content.json';
import frEmail from '../../locales/fr/email.json';
import frForms from '../../locales/fr/forms.json';
import frHome from '../../locales/fr/home.json';
import frInvoice from '../../locales/fr/invoice.json';
import frOrders from '../../locales/fr/orders.json';
import frValidation from '../../locales/fr/validation.json';
import nlCommon from '../../locales/nl/common.json';
import nlContent from '../../locales/nl/content.json';
import nlEmail from '../../locales/nl/email.json';
import nlForms from '../../locales/nl/forms.json';
import nlHome from '../../locales/nl/home.json';
import nlInvoice from '../../locales/nl/invoice.json';
import nlOrders from '../../locales/nl/orders.json';
import nlValidation from '../../locales/nl/validation.json';
import type { Lang } from './config';

/**
 * The catalogs, one file per area under locales/{lang}/, each file holding its own top-level keys
 * so the areas are edited independently. `common` is the UI catalog: only the current language's
 * is sent to the browser (shared chrome, home, content pages, forms and their validation messages,
 * the customer's orders). `server` adds what only the server reads (e-mails, invoices), so those
 * texts never grow the browser's download. Long page texts live as Markdown in content/.
 */
function catalogs<A, B, C, D, E, F, G, H>(
  common: A,
  home: B,
  content: C,
  forms: D,
  validation: E,
  orders: F,
  email: G,
  invoice: H,
) {
  const ui = { ...common, ...home, ...content, ...forms, ...validation, ...orders };
  return { common: ui, server: { ...ui, ...email, ...invoice } };
}

const en = catalogs(enCommon, enHome, enContent, enForms, enValidation, enOrders, enEmail, enInvoice);

/** The English catalogs are the reference: every language has exactly their keys (see the test). */
export type Catalogs = typeof en;

const nl = catalogs(nlCommon, nlHome, nlContent, nlForms, nlValidation, nlOrders, nlEmail, nlInvoice);

/** Dutch has the keys of English plus those of the pages that exist in Dutch only (app/i18n/pages.ts). */
export type DutchCatalogs = typeof nl;

export const resources: Record<Lang, Catalogs> = {
  nl,
  en,
  fr: catalogs(frCommon, frHome, frContent, frForms, frValidation, frOrders, frEmail, frInvoice),
  de: catalogs(deCommon, deHome, deContent, deForms, deValidation, deOrders, deEmail, deInvoice),
};
