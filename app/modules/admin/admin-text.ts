import { translate } from '~/i18n/translation';
import admin from '../../../locales/nl/admin.json';

/** The admin is Dutch only: its texts come from locales/nl/admin.json, placeholders filled in. */
export function adminText(key: string, values?: Record<string, string | number>): string {
  return translate(admin, 'nl', key, values);
}
