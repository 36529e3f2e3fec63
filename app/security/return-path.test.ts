import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site without its query', () => {
    expect(safeReturnPath('/nl/over-ons?cart=open#x', '/nl')).toBe('/nl/over-ons');
  });

  it('refuses other sites and odd values', () => {
    for (const value of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'nl', null, 42]) {
      expect(safeReturnPath(value, '/nl')).toBe('/nl');
    }
  });

  it('refuses dot segments that normalise to another host', () => {
    for (const value of [
      '/.//evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
    ]) {
      expect(safeReturnPath(value, '/nl'), value).toBe('/nl');
    }
  });

  it('never yields a path a browser reads as another host, whatever the segments', () => {
    const segment = fc.constantFrom('.', '..', '', 'nl', '%2e', '%2E%2e', 'evil.example', '\\', '%2f');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const result = safeReturnPath(`/${segments.join('/')}`, '/nl');
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        // What the browser would do with the Location header: stay on this site.
        expect(new URL(result, 'https://shop.example').host).toBe('shop.example');
      }),
      { numRuns: 1000 },
    );
  });

  it('always yields a same-site path that is a valid header value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => {
        const result = safeReturnPath(`/${tail}`, '/nl');
        expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
        expect(() => new Headers({ Location: result })).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
