import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formDataOf,
  hostileKey,
  hostileString,
  padded,
  padding,
  trimmedText,
} from '../../../tests/support/arbitraries';
import { productFormErrors, productSchema } from './product-form';

/**
 * Property tests of the admin product form (spec section 5), parsed the way the route parses it:
 * Object.fromEntries of the FormData, then safeParse.
 */

const RUNS = { numRuns: 1000 };
const schemas = { create: productSchema(true), edit: productSchema(false) };

function submit(creating: boolean, fields: Record<string, string | undefined>) {
  const form = Object.fromEntries(
    formDataOf(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)),
  );
  return (creating ? schemas.create : schemas.edit).safeParse(form);
}

const idChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-');
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/**
 * A price as the admin types it: whole euros (leading zeros allowed) and 0 to 2 decimals after a
 * dot or a Dutch comma, with the cents worked out on the digits, in integers.
 */
const priceText = fc
  .record({
    whole: fc.oneof(fc.integer({ min: 0, max: 100_000 }).map(String), digits(1, 6)),
    decimals: digits(0, 2),
    separator: fc.constantFrom('.', ','),
  })
  .map(({ whole, decimals, separator }) => ({
    text: decimals === '' ? whole : `${whole}${separator}${decimals}`,
    cents:
      Number.parseInt(whole, 10) * 100 + (decimals === '' ? 0 : Number.parseInt(decimals.padEnd(2, '0'), 10)),
  }));

const sitePath = fc
  .array(fc.string({ unit: fc.constantFrom(...'abcxyz019_-.'), minLength: 1, maxLength: 12 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => `/${parts.join('/')}`)
  .filter((path) => !path.startsWith('//'));

const imageUrl = fc.oneof(
  fc.constant(''),
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  sitePath,
  fc.constantFrom('/images/planner.webp', '/images/hero-2026.jpg'),
);

const validProduct = fc.record({
  id: padded(fc.string({ unit: idChar, minLength: 1, maxLength: 64 })),
  name: padded(trimmedText(1, 200)),
  description: fc.option(padded(trimmedText(0, 5000)), { nil: undefined }),
  price: fc.tuple(padding, priceText).filter(([, p]) => p.cents > 0),
  stock: fc.tuple(padding, fc.oneof(fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom(0, 9_999_999))),
  imageUrl: fc.option(imageUrl, { nil: undefined }),
});

type ValidProduct = typeof validProduct extends fc.Arbitrary<infer T> ? T : never;

/** The form fields a browser sends for a valid product, padding included. */
const fieldsOf = (p: ValidProduct) => ({
  id: p.id.sent,
  name: p.name.sent,
  description: p.description?.sent,
  price: `${p.price[0]}${p.price[1].text}`,
  stock: `${p.stock[0]}${p.stock[1]}`,
  imageUrl: p.imageUrl,
});

const sent = validProduct.map(fieldsOf);

const PRICE = 'Prijs moet positief zijn';
const STOCK = 'Voorraad kan niet negatief zijn';
const URL_MESSAGE = 'Ongeldige URL';

const tooManyDecimals = fc
  .tuple(digits(1, 6), fc.constantFrom('.', ','), digits(3, 6))
  .map(([whole, separator, decimals]) => `${whole}${separator}${decimals}`);

const notAPrice = fc.oneof(
  priceText.filter((p) => p.cents === 0).map((p) => p.text),
  priceText.map((p) => `-${p.text}`),
  digits(7, 12).map((whole) => `1${whole}`),
  fc.string({ unit: fc.constantFrom(...'abc€ eE+-'), minLength: 1, maxLength: 8 }),
  padding,
  fc.constantFrom(
    '1.234,56',
    '1,234.56',
    '1.000.000',
    '€ 29,95',
    '29,95 €',
    'NaN',
    'Infinity',
    '0x10',
    '1e2',
  ),
);

const negativeStock = fc.integer({ min: -10_000_000, max: -1 }).map(String);

/** Anything that is not a whole number of at most 7 digits, and not negative. */
const notAWholeStock = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 1000 }), digits(1, 3)).map(([n, d]) => `${n}.${d}`),
  fc.tuple(fc.integer({ min: 0, max: 1000 }), digits(1, 3)).map(([n, d]) => `${n},${d}`),
  digits(7, 10).map((n) => `1${n}`),
  fc.string({ unit: fc.constantFrom(...'abc€ eE+,'), minLength: 1, maxLength: 8 }),
  padding,
  fc.constantFrom('NaN', 'Infinity', '0x10', '1e3', '٣', '５'),
);

const notAnImageUrl = fc.oneof(
  trimmedText(1, 80).filter((s) => !s.includes(':') && !s.startsWith('/')),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')), // protocol-relative: //host/...
  fc.constantFrom(
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.nl/x.png',
    'file:///etc/passwd',
  ),
  fc.constantFrom('/images/met spatie.webp', '/images/ü.webp', '/', '//', '/<script>'),
  fc.integer({ min: 2_000, max: 4_000 }).map((n) => `https://example.nl/${'a'.repeat(n)}`),
);

const breaks: { field: string; message: string; value: fc.Arbitrary<string> }[] = [
  { field: 'id', message: 'Product ID is verplicht', value: padding },
  {
    field: 'id',
    message: 'Product ID mag maximaal 64 karakters bevatten',
    value: fc.string({ unit: idChar, minLength: 65, maxLength: 200 }),
  },
  {
    field: 'id',
    message: 'Gebruik kleine letters, cijfers en streepjes',
    value: fc
      .tuple(
        fc.string({ unit: idChar, maxLength: 30 }),
        fc.constantFrom('A', 'Z', '_', '.', '/', 'é', 'ß', '😀', '<', 'a b'),
        fc.string({ unit: idChar, minLength: 1, maxLength: 30 }),
      )
      .map(([a, bad, b]) => `${a}${bad}${b}`),
  },
  { field: 'name', message: 'Naam is verplicht', value: padding },
  { field: 'name', message: 'Naam mag maximaal 200 karakters bevatten', value: trimmedText(201, 600) },
  {
    field: 'description',
    message: 'Beschrijving mag maximaal 5000 karakters bevatten',
    value: trimmedText(5001, 8000),
  },
  { field: 'price', message: PRICE, value: notAPrice },
  { field: 'price', message: 'Prijs mag hooguit 2 decimalen hebben', value: tooManyDecimals },
  { field: 'stock', message: STOCK, value: negativeStock },
  { field: 'stock', message: 'Voorraad moet een heel getal zijn', value: notAWholeStock },
  { field: 'imageUrl', message: URL_MESSAGE, value: notAnImageUrl },
];

const fieldMessages = breaks.map((rule) => rule.message);

describe('product form schema (properties)', () => {
  it('accepts every product within the rules: trimmed text, exact cents, integer stock', () => {
    fc.assert(
      fc.property(fc.boolean(), validProduct, (creating, p) => {
        const result = submit(creating, fieldsOf(p));
        if (!result.success) throw new Error(JSON.stringify(productFormErrors(result.error)));
        expect(result.data).toEqual({
          // When editing, the id comes from the URL; the field is passed through untouched.
          id: creating ? p.id.kept : p.id.sent,
          name: p.name.kept,
          description: p.description?.kept,
          price: p.price[1].cents,
          stock: p.stock[1],
          imageUrl: p.imageUrl,
        });
      }),
      RUNS,
    );
  });

  it('turns any price of at most 2 decimals, with a dot or a comma, into exactly its cents', () => {
    fc.assert(
      fc.property(
        priceText.filter((p) => p.cents > 0),
        fc.boolean(),
        (price, creating) => {
          const result = (creating ? schemas.create : schemas.edit).safeParse({
            id: 'planner',
            name: 'Planner',
            price: price.text,
            stock: '1',
          });
          expect(result.success && result.data.price).toBe(price.cents);
        },
      ),
      RUNS,
    );
  });

  it('rejects a product breaking exactly one rule with that field’s Dutch message', () => {
    fc.assert(
      fc.property(
        sent,
        fc.constantFrom(...breaks).chain(({ value, ...rule }) => value.map((v) => ({ rule, value: v }))),
        (product, { rule, value }) => {
          const result = submit(true, { ...product, [rule.field]: value });
          expect(result.success).toBe(false);
          if (result.success) return;
          expect(productFormErrors(result.error)).toEqual({ [rule.field]: rule.message });
          // Every issue is about that field and worded by the spec, never Zod's English default.
          for (const issue of result.error.issues) {
            expect(issue.path[0]).toBe(rule.field);
            expect(fieldMessages).toContain(issue.message);
          }
        },
      ),
      RUNS,
    );
  });

  it('asks for id, name, price and stock when the fields are left out altogether', () => {
    fc.assert(
      fc.property(
        sent,
        fc.constantFrom(
          ['id', 'Product ID is verplicht'],
          ['name', 'Naam is verplicht'],
          ['price', PRICE],
          ['stock', STOCK],
        ),
        (product, [field, message]) => {
          const result = submit(true, { ...product, [field]: undefined });
          expect(result.success || productFormErrors(result.error)).toEqual({ [field]: message });
        },
      ),
      RUNS,
    );
  });

  it('answers any FormData with a result and Dutch field errors, never an exception', () => {
    const fields = ['id', 'name', 'description', 'price', 'stock', 'imageUrl'];
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(hostileKey(fields), hostileString), { maxLength: 12 }),
        (creating, pairs) => {
          const result = (creating ? schemas.create : schemas.edit).safeParse(
            Object.fromEntries(formDataOf(pairs)),
          );
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          if (result.success) {
            expect(Number.isInteger(result.data.price) && result.data.price > 0).toBe(true);
            expect(Number.isInteger(result.data.stock) && result.data.stock >= 0).toBe(true);
            return;
          }
          const errors = productFormErrors(result.error);
          for (const [field, message] of Object.entries(errors)) {
            expect(fields).toContain(field);
            expect(message).not.toMatch(/^(Invalid|Too (big|small)|Expected)/);
          }
        },
      ),
      RUNS,
    );
  });
});
