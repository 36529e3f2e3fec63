import { type Lang, locales } from '~/i18n/config';

/** The country each page language most likely ships to; English has none of its own among the zones. */
const languageCountry: Record<Lang, string> = { nl: 'NL', en: 'NL', fr: 'FR', de: 'DE' };

/** The home market, when the language's country is not shipped to. */
const HOME_COUNTRY = 'NL';

/**
 * The country list of the checkout: the shopper's likely country first (the page language's country
 * if shipped to, else the home market), then the others alphabetically by their name in the page
 * language ('Belgique, Allemagne...' would read as unsorted to a French shopper if sorted by code).
 */
export function orderedCountries(codes: readonly string[], lang: Lang): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locales[lang]], { type: 'region' });
  const collator = new Intl.Collator(locales[lang]);
  const likely = likelyCountry(codes, lang);
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => (a.code === likely ? -1 : b.code === likely ? 1 : collator.compare(a.name, b.name)));
}

/** The country the checkout starts with. */
export function likelyCountry(codes: readonly string[], lang: Lang): string | undefined {
  const preferred = [languageCountry[lang], HOME_COUNTRY].find((code) => codes.includes(code));
  return preferred ?? [...codes].sort()[0];
}
