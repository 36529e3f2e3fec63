import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite } from './origin.server';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.test/nl/contact', { method: 'POST', headers: { host: 'shop.test', ...headers } });

describe('isCrossOriginWrite', () => {
  it('lets same-origin form posts and origin-less server calls through', () => {
    expect(isCrossOriginWrite(post({ origin: 'http://shop.test' }))).toBe(false);
    expect(isCrossOriginWrite(post({}))).toBe(false);
  });
  it('accepts the public origin behind a TLS proxy', () => {
    expect(isCrossOriginWrite(post({ origin: 'https://www.shop.nl' }), 'https://www.shop.nl')).toBe(false);
    expect(isCrossOriginWrite(post({ origin: 'https://shop.test' }))).toBe(false);
  });
  it('refuses other origins, opaque origins and cross-site fetches', () => {
    expect(isCrossOriginWrite(post({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossOriginWrite(post({ origin: 'null' }))).toBe(true);
    expect(isCrossOriginWrite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });
  it('never blocks reads', () => {
    const get = new Request('http://shop.test/nl', { headers: { origin: 'https://evil.example' } });
    expect(isCrossOriginWrite(get)).toBe(false);
  });
});
