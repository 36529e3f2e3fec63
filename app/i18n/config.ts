export const languages = ['nl', 'en', 'fr', 'de'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'nl';

/** BCP 47 locale per language, for Intl formatting and og:locale. */
export const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

export const languageNames: Record<Lang, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language cookie and localStorage key of the spec. */
export const LANGUAGE_KEY = 'language';
