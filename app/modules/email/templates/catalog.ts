import type { Lang } from '~/i18n/config';
import type { ServerKey } from '~/i18n/keys';
import { resources } from '~/i18n/resources';
import { translate } from '~/i18n/translation';

/**
 * A text of the customer's e-mails in their language, from the server catalog (locales/{lang}/email.json
 * and the rest; never sent to a browser), `{{name}}` placeholders filled in.
 */
export function emailText(lang: Lang, key: ServerKey, values: Record<string, string | number> = {}): string {
  return translate(resources[lang].server, lang, key, values);
}

/**
 * The salutation: Dutch, English and French greet by first name, German by the full name (the polite
 * 'Guten Tag' with the full name; 'Hallo' reads as too familiar with 'Sie'). Where only one name field
 * exists (contact form, quote contact person) it serves as both.
 */
export function greetingText(lang: Lang, firstName: string, lastName?: string): string {
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return emailText(lang, 'customerEmail.greeting', { firstName, fullName });
}
