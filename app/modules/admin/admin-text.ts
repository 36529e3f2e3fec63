import type { KeyPaths } from '~/i18n/keys';
import { translate } from '~/i18n/translation';
import admin from '../../../locales/nl/admin.json';

/** A key of locales/nl/admin.json. */
export type AdminKey = KeyPaths<typeof admin>;

/** The admin is Dutch only: its texts come from locales/nl/admin.json, placeholders filled in. */
export function adminText(key: AdminKey, values?: Record<string, string | number>): string {
  return translate(admin, 'nl', key, values);
}
