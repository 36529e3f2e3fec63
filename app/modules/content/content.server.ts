import matter from 'gray-matter';
import { Marked } from 'marked';
import type { Lang } from '~/i18n/config';

/**
 * Long texts (legal pages, blog articles, about, landing pages) live as Markdown with YAML front
 * matter in content/{lang}/. Vite bundles them into the server build, so the server reads no files
 * at run time and a missing file is a build-time fact, not a production 500.
 */
const sources = import.meta.glob('/content/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/**
 * Values a text may name as `{{key}}`: business facts, prices and shipping figures. Null is a
 * marketing claim the merchant left empty: the sentence that would state it is left out.
 */
export type ContentVars = Record<string, string | number | null>;

export type ContentDoc<Meta = Record<string, unknown>> = { meta: Meta; html: string };

// Our own texts, so raw HTML in them is trusted (the withdrawal form uses a little).
const markdown = new Marked({ gfm: true, breaks: false });

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

export class UnknownPlaceholderError extends Error {}

/** A sentence (or list item, or line) naming `{{key}}`: what goes when the key's claim is empty. */
const sentenceWith = (key: string) =>
  new RegExp(`[^.!?\\n]*\\{\\{\\s*${key}\\s*\\}\\}[^.!?\\n]*[.!?]?[ \\t]*`, 'g');

export function interpolate(text: string, vars: ContentVars, file: string): string {
  let kept = text;
  for (const [key, value] of Object.entries(vars))
    if (value === null) kept = kept.replace(sentenceWith(key), '');
  return kept.replace(PLACEHOLDER, (_, key: string) => {
    const value = vars[key];
    // A typo in a text must fail the tests, never print "{{pirce}}" to a shopper.
    if (value === undefined) throw new UnknownPlaceholderError(`${file}: unknown placeholder {{${key}}}`);
    return String(value);
  });
}

function interpolateDeep(value: unknown, vars: ContentVars, file: string): unknown {
  if (typeof value === 'string') return interpolate(value, vars, file);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, vars, file));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, vars, file)]),
    );
  }
  return value;
}

function fileOf(lang: Lang, name: string) {
  return `/content/${lang}/${name}.md`;
}

/** Every content file, for tests that check each one renders with the shop's variables. */
export function contentFiles(): { lang: Lang; name: string }[] {
  return Object.keys(sources).map((file) => {
    const [, , lang, ...rest] = file.split('/');
    return { lang: lang as Lang, name: rest.join('/').replace(/\.md$/, '') };
  });
}

/**
 * One text, front matter and body, with `{{placeholders}}` filled in and the body rendered to HTML.
 * Throws when the file does not exist: a page asks only for texts it ships with.
 */
export function renderContent<Meta = Record<string, unknown>>(
  lang: Lang,
  name: string,
  vars: ContentVars = {},
): ContentDoc<Meta> {
  const file = fileOf(lang, name);
  const source = sources[file];
  if (source === undefined) throw new Error(`Missing content file ${file}`);
  // Rendering is pure in (file, vars): keep the result instead of parsing Markdown per request.
  const key = `${file}\n${JSON.stringify(vars)}`;
  const cached = rendered.get(key);
  if (cached) return cached as ContentDoc<Meta>;
  const { data, content } = matter(source);
  const doc = {
    meta: interpolateDeep(data, vars, file) as Meta,
    html: markdown.parse(interpolate(content, vars, file), { async: false }) as string,
  };
  // Vars hold a handful of prices; a price change adds one entry per text, so the map stays small.
  if (rendered.size > 500) rendered.clear();
  rendered.set(key, doc);
  return doc;
}

const rendered = new Map<string, ContentDoc<unknown>>();

/**
 * The Markdown of the `## ` section of a text that contains `marker`, heading included, before its
 * placeholders are filled in: a part of a page that is also sent elsewhere (the returns page's model
 * withdrawal form goes into the order confirmation), so the words exist once.
 */
export function contentSection(lang: Lang, name: string, marker: string): string {
  const file = fileOf(lang, name);
  const source = sources[file];
  if (source === undefined) throw new Error(`Missing content file ${file}`);
  const section = matter(source)
    .content.split(/^(?=## )/m)
    .find((part) => part.startsWith('## ') && part.includes(marker));
  if (!section) throw new Error(`${file}: no section contains ${marker}`);
  return section.trim();
}

/** Markdown of our own texts to HTML (raw HTML in them is trusted). */
export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false }) as string;
}
