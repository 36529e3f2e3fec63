import type { KeyPaths } from '~/i18n/keys';
import { translate } from '~/i18n/translation';
import owner from '../../../locales/nl/owner.json';

/** A key of locales/nl/owner.json. */
export type OwnerKey = KeyPaths<typeof owner>;

/**
 * Dutch texts for the owner that only the server reads (the e-mails to the shop, the sign-in
 * messages, the test payment page): kept apart from admin.json, which the admin's pages bundle.
 */
export function ownerText(key: OwnerKey, values?: Record<string, string | number>): string {
  return translate(owner, 'nl', key, values);
}

/** A section of owner.json as it stands (placeholders untouched). */
export const ownerTexts = owner;
