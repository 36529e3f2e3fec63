import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { translate } from './translation';

const catalog = {
  cart: { items_one: '{{count}} artikel', items_other: '{{count}} artikelen', items_zero: 'Leeg' },
  greeting: 'Hallo {{name}}, je bespaart {{ amount }}',
  list: ['a', 'b'],
};

describe('translate', () => {
  it('picks the plural form of the language, with zero when the catalog has it', () => {
    expect(translate(catalog, 'nl', 'cart.items', { count: 1 })).toBe('1 artikel');
    expect(translate(catalog, 'nl', 'cart.items', { count: 3 })).toBe('3 artikelen');
    expect(translate(catalog, 'nl', 'cart.items', { count: 0 })).toBe('Leeg');
  });

  it('fills in named values and leaves unknown placeholders visible', () => {
    expect(translate(catalog, 'nl', 'greeting', { name: 'Sanne', amount: '€ 3,00' })).toBe(
      'Hallo Sanne, je bespaart € 3,00',
    );
    expect(translate(catalog, 'nl', 'greeting', { name: 'Sanne' })).toBe(
      'Hallo Sanne, je bespaart {{ amount }}',
    );
  });

  it('answers the key for a missing text, or the default value', () => {
    expect(translate(catalog, 'nl', 'nope.missing')).toBe('nope.missing');
    expect(translate(catalog, 'nl', 'nope.missing', { defaultValue: 'Standaard' })).toBe('Standaard');
  });

  it('returns objects only on request', () => {
    expect(translate(catalog, 'nl', 'list', { returnObjects: true })).toEqual(['a', 'b']);
    const nested = { faq: [{ q: 'Hoeveel mensen?', a: 'Tot {{people}} personen' }] };
    expect(translate(nested, 'nl', 'faq', { returnObjects: true, people: 6 })).toEqual([
      { q: 'Hoeveel mensen?', a: 'Tot 6 personen' },
    ]);
    expect(translate(catalog, 'nl', 'list')).toBe('list');
  });

  it('reads the real catalogs', () => {
    const fr = resources.fr.common as Record<string, unknown>;
    expect(translate(fr, 'fr', 'stock.low', { count: 3 })).toBe('Plus que 3 en stock');
  });
});
