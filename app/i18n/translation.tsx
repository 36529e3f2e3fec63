import { createContext, useContext, useMemo } from 'react';
import type { Lang } from './config';
import type { CatalogKey } from './keys';

/**
 * Translations for components, server and browser alike, from the catalog the root loader sends.
 * The i18next runtime (18 KB gzipped with react-i18next) would be a seventh of the JavaScript budget
 * for what the shop uses of it: nested keys, `{{name}}` interpolation, plurals by `count` with the
 * i18next suffixes (`_zero`, `_one`, `_other`, ... from Intl.PluralRules), objects on request. The
 * catalogs keep the i18next JSON format, and remix-i18next still detects the language on the server.
 */
export type Catalog = Record<string, unknown>;
export type TranslateOptions = Record<string, unknown> & {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
};
/** A translator that accepts only the keys of its catalog (a wrong key is a type error). */
export type TFunction<Key extends string = CatalogKey> = (key: Key, options?: TranslateOptions) => string;

function lookup(catalog: Catalog, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralCategory(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function interpolate(template: string, options: TranslateOptions | undefined): string {
  if (!options) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** Objects and arrays asked for with `returnObjects` get their strings filled in too, as in i18next. */
function interpolateDeep(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, options)]));
  }
  return value;
}

export function translate(catalog: Catalog, lang: Lang, key: string, options?: TranslateOptions): string {
  let value: unknown;
  if (typeof options?.count === 'number') {
    const suffixes =
      options.count === 0 ? ['zero', pluralCategory(lang, 0)] : [pluralCategory(lang, options.count)];
    for (const suffix of [...suffixes, 'other']) {
      value = lookup(catalog, `${key}_${suffix}`);
      if (typeof value === 'string') break;
    }
  }
  if (typeof value !== 'string') value = lookup(catalog, key);
  if (typeof value === 'string') return interpolate(value, options);
  if (value !== undefined && options?.returnObjects) return interpolateDeep(value, options) as string;
  return options?.defaultValue ?? key;
}

type TranslationContextValue = { lang: Lang; catalog: Catalog };
const TranslationContext = createContext<TranslationContextValue | null>(null);

export function TranslationProvider({
  lang,
  catalog,
  children,
}: TranslationContextValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ lang, catalog }), [lang, catalog]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** Same shape as react-i18next's hook for the parts the shop uses: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: { language: Lang } } {
  const context = useContext(TranslationContext);
  if (!context) throw new Error('useTranslation needs a TranslationProvider (the root layout renders it)');
  const { lang, catalog } = context;
  return useMemo(
    () => ({ t: (key, options) => translate(catalog, lang, key, options), i18n: { language: lang } }),
    [catalog, lang],
  );
}
