import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, shareableDocument } from './script-hashes.server';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts exactly as written, skipping external scripts and JSON-LD', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script nonce="n1">window.__ctx = {"a":"é"};</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="module">import "/assets/x.js";\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":"é"};'),
      sha('import "/assets/x.js";\n'),
    ]);
  });

  it('turns a per-response document into one for everyone', () => {
    const shared = shareableDocument(
      '<link rel="modulepreload" nonce="abc" href="/a.js"><script nonce="abc">go()</script>',
      "default-src 'self'; script-src 'self' 'nonce-abc'",
      'abc',
    );
    expect(shared.body).toBe('<link rel="modulepreload" href="/a.js"><script>go()</script>');
    expect(shared.policy).toBe(`default-src 'self'; script-src 'self' ${sha('go()')}`);
  });
});
