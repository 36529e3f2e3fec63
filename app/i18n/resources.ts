import de from '../../locales/de/common.json';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import nl from '../../locales/nl/common.json';
import type { Lang } from './config';

/** UI catalogs (nl has extra keys for its Dutch-only pages). Only the current language's `common` namespace is sent to the browser. */
export const resources: Record<Lang, { common: typeof en }> = {
  nl: { common: nl },
  en: { common: en },
  fr: { common: fr },
  de: { common: de },
};
