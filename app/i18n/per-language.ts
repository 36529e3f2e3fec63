import type { Lang } from './config';

/**
 * A value built once per language and then reused. Zod compiles a schema on its first parse (about
 * 4 ms of CPU), so a schema built per request costs every form submit that much again.
 */
export function perLanguage<T>(build: (lang: Lang) => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = build(lang);
      built.set(lang, value);
    }
    return value;
  };
}
