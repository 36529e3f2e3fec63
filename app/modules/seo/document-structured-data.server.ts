import { Transform } from 'node:stream';
import { createContext, type RouterContextProvider } from 'react-router';

type JsonLd = Record<string, unknown>;

/**
 * The JSON-LD that describes a page to search engines. Only a document needs it: a loader hands it
 * over here instead of returning it, so it is not sent a second time inside the document's loader
 * data (3 to 4 KB per product page) nor with every client-side navigation.
 */
const structuredDataContext = createContext<JsonLd[]>([]);

export function describePage(context: Readonly<RouterContextProvider>, items: JsonLd[]): void {
  context.set(structuredDataContext, [...context.get(structuredDataContext), ...items]);
}

/** Script tags for the page's JSON-LD; '<' is escaped so no text in it can close the script. */
export function structuredDataTags(context: Readonly<RouterContextProvider>): string {
  return context
    .get(structuredDataContext)
    .map(
      (item) =>
        `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}

const HEAD_END = Buffer.from('</head>');

/**
 * Writes `tags` into the document's head, just before it closes (bytes are searched, so a character
 * split between two chunks stays whole). React 19 leaves tags it did not render in the head alone
 * when it hydrates, so the browser's page keeps them.
 */
export function insertIntoHead(tags: string): Transform {
  let pending: Buffer | undefined = tags ? Buffer.alloc(0) : undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (pending === undefined) return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const end = pending.indexOf(HEAD_END);
      if (end < 0) return done();
      const html = Buffer.concat([pending.subarray(0, end), Buffer.from(tags), pending.subarray(end)]);
      pending = undefined;
      done(null, html);
    },
    flush(done) {
      done(null, pending?.length ? pending : null);
    },
  });
}
