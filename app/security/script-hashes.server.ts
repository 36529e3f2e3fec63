import { createHash } from 'node:crypto';

// An inline script: no src attribute. Data blocks (JSON-LD) are not executed, so CSP ignores them.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXTERNAL_OR_DATA = /\bsrc\s*=|\btype\s*=\s*"application\/(?:ld\+)?json"/i;

/** The CSP sources ('sha256-…') of every inline script in a document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(SCRIPT)) {
    if (EXTERNAL_OR_DATA.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A document for everyone: its scripts allowed by their hashes instead of this response's nonce,
 * and the nonce attributes gone, so the bytes and the policy are the same for every visitor and a
 * shared cache (ours, or a CDN's under s-maxage) hands out nothing that is per-response.
 */
export function shareableDocument(
  body: string,
  policy: string,
  nonce: string,
): { body: string; policy: string } {
  const shared = body.replaceAll(` nonce="${nonce}"`, '');
  const hashes = inlineScriptHashes(shared).join(' ');
  return { body: shared, policy: policy.replace(`'nonce-${nonce}'`, hashes || "'none'") };
}
