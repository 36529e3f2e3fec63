import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Lang, languages } from './config';
import { type PageId, pageIds, pages } from './pages';

const root = path.resolve(__dirname, '../../locales');
// The admin and the owner's mail are Dutch only (spec), so their catalogs exist in nl alone.
const dutchOnly = ['admin.json', 'owner.json'];

/** Every key path of a catalog file; a plural family (`x_one`, `x_few`, ...) counts once, as `x`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const name = `${prefix}${prefix ? '.' : ''}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
      return keyPaths(child, name);
    });
  }
  return [prefix];
}

const read = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, lang, file), 'utf8')) as unknown;

/**
 * Keys that rightly differ per language, each for a reason: a page's title and description exist
 * where the page does (the page table gives it a slug in that language), and the home page's
 * `trust.place.{country}` phrases exist where the language needs the country's own preposition
 * (French 'en Belgique', 'au Luxembourg'; the others fall back to `trust.placeAny`).
 */
const pageOf = (key: string) => /^pages\.(\w+)\./.exec(key)?.[1] as PageId | undefined;
const partial = (key: string) => {
  const page = pageOf(key);
  return (
    (page !== undefined && Object.keys(pages[page].slugs).length < languages.length) ||
    (key.startsWith('home.trust.place.') && key !== 'home.trust.place.NL')
  );
};
const keysOf = (lang: string, file: string) =>
  [...new Set(keyPaths(read(lang, file)))].filter((key) => !partial(key)).sort();

describe('the catalogs', () => {
  const files = readdirSync(path.join(root, 'en')).sort();

  it('hold the same files in every language (English is the reference)', () => {
    for (const lang of languages) {
      const own = readdirSync(path.join(root, lang)).filter((file) => !dutchOnly.includes(file));
      expect(own.sort(), lang).toEqual(files);
    }
  });

  it.each(files)('%s has exactly the keys of the English file in every language', (file) => {
    const english = keysOf('en', file);
    for (const lang of languages) {
      expect(keysOf(lang, file), `${lang}/${file}`).toEqual(english);
    }
  });

  it('has the title and description of a page in exactly the languages the page exists in', () => {
    for (const lang of languages) {
      const own = new Set(keyPaths(read(lang, 'common.json')));
      for (const id of pageIds) {
        const exists = (pages[id].slugs as Partial<Record<Lang, string>>)[lang] !== undefined;
        expect(own.has(`pages.${id}.title`), `${lang} pages.${id}.title`).toBe(exists);
        expect(own.has(`pages.${id}.description`), `${lang} pages.${id}.description`).toBe(exists);
      }
    }
  });

  it('fails on a key one language lacks', () => {
    expect(keyPaths({ a: { b: 'x', c_one: 'y', c_other: 'z' } })).toEqual(['a.b', 'a.c', 'a.c']);
    expect(keyPaths({ a: { b: 'x' } })).not.toEqual(keyPaths({ a: { b: 'x', c: 'y' } }));
  });
});
