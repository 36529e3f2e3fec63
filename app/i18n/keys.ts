import type { Catalogs, DutchCatalogs } from './resources';

/**
 * The keys of a catalog as a type, so that a mistyped key is a compile error rather than a key
 * printed on the page. Every nested path is a key (`cart.title`; an object too, for
 * `returnObjects`), arrays are leaves, and a plural family `items_one`/`items_other` is also
 * reachable as `items` (the form `translate` picks by `count`).
 */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithPluralBase<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

export type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[]
    ? WithPluralBase<K>
    : T[K] extends object
      ? K | `${K}.${KeyPaths<T[K]>}`
      : WithPluralBase<K>;
}[keyof T & string];

/**
 * A key of the browser's catalog (`useTranslation`): the English keys (every language has exactly
 * those, see catalogs.test.ts), plus the titles of the pages that exist in Dutch only.
 */
export type CatalogKey = KeyPaths<Catalogs['common']> | KeyPaths<DutchCatalogs['common']>;
/** A key of the server's catalog (`fixedT`): the browser's plus e-mails and invoices. */
export type ServerKey = CatalogKey | KeyPaths<Catalogs['server']>;

/** The keys below `prefix`, for a component that reads one area (`useHomeText` reads `home.*`). */
export type KeysUnder<
  Prefix extends string,
  Key extends string = CatalogKey,
> = Key extends `${Prefix}.${infer Rest}` ? Rest : never;

/**
 * A key built from data at run time (the reader's country code), which the compiler cannot check:
 * the one way around the typed keys, so it stays rare and visible, always with a `defaultValue`.
 */
export function dynamicKey<Key extends string = CatalogKey>(key: string): Key {
  return key as Key;
}
