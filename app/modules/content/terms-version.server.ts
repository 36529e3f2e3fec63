import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client.server';
import { termsVersions } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { fixedT } from '~/i18n/i18next.server';
import { type ContentVars, renderContent } from './content.server';
import { contentVars } from './content-vars.server';

/** The terms as a customer reads them on the terms page in their language, with their version. */
export type TermsDocument = typeof termsVersions.$inferInsert & { version: string; language: Lang };

/**
 * The terms page's title and text, rendered with `vars`. The version is a hash of what the reader
 * sees, so any change to the text or to the merchant details in it makes a new version.
 */
export function termsDocument(lang: Lang, vars: ContentVars): TermsDocument {
  const title = fixedT(lang)('pages.terms.title');
  const rendered = renderContent(lang, 'legal/terms', vars);
  // renderContent hands out one object per text and vars: hash each rendering once, not per checkout.
  const known = versions.get(rendered);
  if (known?.title === title) return known;
  const version = createHash('sha256').update(`${lang}\n${title}\n${rendered.html}`).digest('hex');
  const document = { version, language: lang, title, html: rendered.html };
  versions.set(rendered, document);
  return document;
}

const versions = new WeakMap<object, TermsDocument>();

/** The terms as the terms page shows them now (read before the order's transaction opens). */
export async function currentTermsDocument(lang: Lang): Promise<TermsDocument> {
  return termsDocument(lang, await contentVars(lang));
}

/**
 * Keeps the version an order is placed under; an unchanged text is stored once. Call it before the
 * order's transaction (a stored version is never deleted, so it may commit on its own): this process
 * then remembers it and later orders under the same text need no statement.
 */
export async function recordTermsVersion(db: Db, terms: TermsDocument): Promise<void> {
  if (recorded.get(db)?.has(terms.version)) return;
  await db.insert(termsVersions).values(terms).onConflictDoNothing({ target: termsVersions.version });
  recorded.set(db, (recorded.get(db) ?? new Set()).add(terms.version));
}

/** Per database handle (tests open several), the versions known to be stored. */
const recorded = new WeakMap<Db, Set<string>>();

export async function readTermsVersion(db: Db | Tx, version: string) {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version)).limit(1);
  return row;
}
