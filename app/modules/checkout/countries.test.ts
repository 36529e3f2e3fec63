import { describe, expect, it } from 'vitest';
import { likelyCountry, orderedCountries } from './countries';

const zones = ['AT', 'BE', 'DE', 'FR', 'LU', 'NL'];

describe('the checkout country list', () => {
  it('puts the page language country first, then the rest by localized name', () => {
    // België, Duitsland, Frankrijk, Luxemburg, Oostenrijk: Austria last, whatever its code says.
    expect(orderedCountries(zones, 'nl').map((c) => c.code)).toEqual(['NL', 'BE', 'DE', 'FR', 'LU', 'AT']);
    expect(orderedCountries(zones, 'de').map((c) => c.name)).toEqual([
      'Deutschland',
      'Belgien',
      'Frankreich',
      'Luxemburg',
      'Niederlande',
      'Österreich',
    ]);
    expect(orderedCountries(zones, 'fr').map((c) => c.code)).toEqual(['FR', 'DE', 'AT', 'BE', 'LU', 'NL']);
  });

  it('falls back to the Netherlands, then to the first zone, when the language has no zone', () => {
    expect(likelyCountry(zones, 'en')).toBe('NL');
    expect(orderedCountries(zones, 'en')[0]).toEqual({ code: 'NL', name: 'Netherlands' });
    expect(likelyCountry(['BE', 'AT'], 'de')).toBe('AT');
    expect(likelyCountry(['BE', 'AT', 'NL'], 'fr')).toBe('NL');
    expect(likelyCountry([], 'nl')).toBeUndefined();
  });
});
