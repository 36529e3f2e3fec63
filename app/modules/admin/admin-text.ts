import type { KeyPaths } from '~/i18n/keys';
import { translate } from '~/i18n/translation';
import admin from '../../../locales/nl/admin.json';

/** A key of locales/nl/admin.json. */
export type AdminKey = KeyPaths<typeof admin>;

/** The admin is Dutch only: its texts come from locales/nl/admin.json, placeholders filled in. */
export function adminText(key: AdminKey, values?: Record<string, string | number>): string {
  return translate(admin, 'nl', key, values);
}

/** The keys under one section, without the section: 'fulfilment.title' is 'title' in 'fulfilment'. */
export type AdminKeyIn<Section extends string> = AdminKey extends infer K
  ? K extends `${Section}.${infer Rest}`
    ? Rest
    : never
  : never;

/** adminText for one section, for a view that reads many texts of it: `const t = adminTextIn('bulk')`. */
export function adminTextIn<Section extends string>(section: Section) {
  return (key: AdminKeyIn<Section>, values?: Record<string, string | number>) =>
    adminText(`${section}.${key}` as AdminKey, values);
}

/**
 * The catalog itself, for the few views that pick a text by a value from the data (a status, a
 * settings section) and for the lines of an e-mail; everything else asks adminText by key.
 */
export const adminTexts: typeof admin = admin;

/** The document title of an admin page: 'Offertes | Wandplanner admin'. */
export const adminTitle = (title: string) => adminText('meta.page', { title });
