import type { Lang } from '~/i18n/config';
import { translate } from '~/i18n/translation';
import de from '../../../../locales/de/email.json';
import en from '../../../../locales/en/email.json';
import fr from '../../../../locales/fr/email.json';
import nl from '../../../../locales/nl/email.json';

/**
 * The e-mail texts that live in locales/{lang}/email.json: a server-only catalog (never sent to a
 * browser), in the catalogs' `{{name}}` style. Keys are typed from the Dutch file.
 */
const catalogs: Record<Lang, typeof nl> = { nl, en, fr, de };

export type EmailCatalogKey =
  | `orderEmail.${keyof typeof nl.orderEmail}`
  | `termsPdf.${keyof typeof nl.termsPdf}`;

export function emailCatalogText(
  lang: Lang,
  key: EmailCatalogKey,
  values: Record<string, string | number> = {},
): string {
  return translate(catalogs[lang], lang, key, values);
}
