import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describePage, insertIntoHead, structuredDataTags } from './document-structured-data.server';

/** The document as the browser receives it, the HTML arriving in the given pieces. */
function render(pieces: (string | Buffer)[], tags: string): Promise<string> {
  return text(Readable.from(pieces.map((piece) => Buffer.from(piece))).pipe(insertIntoHead(tags)));
}

describe("a page's structured data in its document", () => {
  it('goes into the head, once, however the HTML is split into chunks (even inside a character)', async () => {
    const euro = Buffer.from('<title>€ 29,95</title>');
    const split = euro.indexOf(0xe2) + 1;
    const html = await render(
      ['<html><head>', euro.subarray(0, split), euro.subarray(split), '</he', 'ad><body>', '</head></body>'],
      '<script type="application/ld+json">{}</script>',
    );
    expect(html).toBe(
      '<html><head><title>€ 29,95</title><script type="application/ld+json">{}</script></head><body></head></body>',
    );
  });

  it('leaves a document alone when the page has none, or has no head', async () => {
    expect(await render(['<html><head></head>', '<body></body>'], '')).toBe(
      '<html><head></head><body></body>',
    );
    expect(await render(['<p>', 'no head'], '<script></script>')).toBe('<p>no head');
  });

  it('collects what the loaders describe, and no text in it can close its script tag', () => {
    const context = new RouterContextProvider();
    expect(structuredDataTags(context)).toBe('');
    describePage(context, [{ '@type': 'FAQPage', name: 'Wat is </script><script>alert(1)</script>?' }]);
    describePage(context, [{ '@type': 'BreadcrumbList' }]);
    const tags = structuredDataTags(context);
    expect(tags.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    expect(tags.match(/<\/script>/g)).toHaveLength(2);
    const first = /<script[^>]*>(.*?)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(first).name).toBe('Wat is </script><script>alert(1)</script>?');
  });
});
