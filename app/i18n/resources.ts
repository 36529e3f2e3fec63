import deCommon from '../../locales/de/common.json';
import deContent from '../../locales/de/content.json';
import deForms from '../../locales/de/forms.json';
import deHome from '../../locales/de/home.json';
import deOrders from '../../locales/de/orders.json';
import enCommon from '../../locales/en/common.json';
import enContent from '../../locales/en/content.json';
import enForms from '../../locales/en/forms.json';
import enHome from '../../locales/en/home.json';
import enOrders from '../../locales/en/orders.json';
import frCommon from '../../locales/fr/common.json';
import frContent from '../../locales/fr/content.json';
import frForms from '../../locales/fr/forms.json';
import frHome from '../../locales/fr/home.json';
import frOrders from '../../locales/fr/orders.json';
import nlCommon from '../../locales/nl/common.json';
import nlContent from '../../locales/nl/content.json';
import nlForms from '../../locales/nl/forms.json';
import nlHome from '../../locales/nl/home.json';
import nlOrders from '../../locales/nl/orders.json';
import type { Lang } from './config';

/**
 * UI catalogs. Each language's catalog is assembled from one file per area (shared chrome, home
 * page, content pages, forms, the customer's orders), each file holding a single top-level key, so the areas are edited
 * independently. Only the current language's catalog is sent to the browser; long page texts live
 * as Markdown in content/ and are rendered on the server instead.
 */
const catalog = <A, B, C, D, E>(common: A, home: B, content: C, forms: D, orders: E) => ({
  ...common,
  ...home,
  ...content,
  ...forms,
  ...orders,
});

const en = catalog(enCommon, enHome, enContent, enForms, enOrders);

export const resources: Record<Lang, { common: typeof en }> = {
  nl: { common: catalog(nlCommon, nlHome, nlContent, nlForms, nlOrders) },
  en: { common: en },
  fr: { common: catalog(frCommon, frHome, frContent, frForms, frOrders) },
  de: { common: catalog(deCommon, deHome, deContent, deForms, deOrders) },
};
