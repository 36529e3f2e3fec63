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
