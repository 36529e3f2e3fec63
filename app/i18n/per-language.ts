import type { Lang } from './config';

/**
 * A value built once per language and then reused. Zod compiles a schema on its first parse (about
 * 4 ms of CPU), so a schema built per request costs every form submit that much again. Further
 * arguments (a schema's translator) must be of `lang` too: only the first call's are used.
 */
export function perLanguage<T, Args extends unknown[] = []>(
  build: (lang: Lang, ...args: Args) => T,
): (lang: Lang, ...args: Args) => T {
  const built = new Map<Lang, T>();
  return (lang, ...args) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = build(lang, ...args);
      built.set(lang, value);
    }
    return value;
  };
}
