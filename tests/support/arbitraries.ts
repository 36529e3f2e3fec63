import fc from 'fast-check';

/**
 * fast-check arbitraries shared by the form property tests. Lengths are UTF-16 code units, the way
 * Zod's min/max count them; the visible characters stay in the BMP (no surrogate halves) so that
 * "length n" means n characters a visitor typed.
 */

/** Whitespace that String.prototype.trim removes. */
const TRIMMED_WHITESPACE = /^[\s\uFEFF\u00A0]$/;

/** One visible BMP character (letters of every script, digits, punctuation, symbols, no controls). */
export const visibleChar = fc
  .integer({ min: 0x21, max: 0xd7ff })
  .map((code) => String.fromCharCode(code))
  .filter((c) => !TRIMMED_WHITESPACE.test(c) && !/\p{C}/u.test(c));

/** A character a visitor could type: mostly visible, sometimes an inner space. */
const typedChar = fc.oneof({ weight: 9, arbitrary: visibleChar }, { weight: 1, arbitrary: fc.constant(' ') });

/** A length in [min, max], hitting both bounds often. */
export const lengthIn = (min: number, max: number) =>
  fc.oneof(fc.constantFrom(min, max), fc.integer({ min, max }));

/**
 * A string of exactly `length` characters without leading or trailing whitespace. The inside repeats
 * a short random pattern: every character class still shows up, and long values stay cheap to make.
 */
export function trimmedOfLength(
  length: number,
  char: fc.Arbitrary<string> = typedChar,
): fc.Arbitrary<string> {
  if (length === 0) return fc.constant('');
  if (length === 1) return visibleChar;
  const inner = length - 2;
  return fc
    .tuple(visibleChar, fc.array(char, { minLength: 1, maxLength: Math.min(inner, 24) || 1 }), visibleChar)
    .map(([first, pattern, last]) => {
      const middle = pattern
        .join('')
        .repeat(Math.ceil(inner / pattern.length))
        .slice(0, inner);
      return `${first}${middle}${last}`;
    });
}

/** A string already trimmed, of a length in [min, max]. */
export const trimmedText = (min: number, max: number, char?: fc.Arbitrary<string>) =>
  lengthIn(min, max).chain((n) => trimmedOfLength(n, char));

/** Whitespace a browser may send around a value (spaces, tabs, newlines, no-break spaces). */
export const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00A0'), maxLength: 3 });

/** `core` with whitespace around it: [what the form sends, what the schema should keep]. */
export const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(padding, core, padding).map(([l, c, r]) => ({ sent: `${l}${c}${r}`, kept: c }));

const lower = 'abcdefghijklmnopqrstuvwxyz';
const alnum = `${lower}0123456789`;
const label = fc
  .tuple(
    fc.constantFrom(...alnum),
    fc.string({ unit: fc.constantFrom(...alnum, '-'), maxLength: 20 }),
    fc.constantFrom(...alnum),
  )
  .map(([a, mid, b]) => `${a}${mid}${b}`);

/**
 * Addresses people actually type (letters, digits, dots, _ ' + - in the local part; host names with
 * a letter TLD), sometimes in upper case, up to 255 characters. RFC 5322 allows more (see the
 * separate fc.emailAddress() property).
 */
export const practicalEmail = fc
  .tuple(
    fc.array(
      fc.string({
        unit: fc.constantFrom(...alnum, ...'ABCXYZ', '_', "'", '+', '-'),
        minLength: 1,
        maxLength: 30,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    fc.array(label, { minLength: 1, maxLength: 8 }),
    fc.string({ unit: fc.constantFrom(...lower), minLength: 2, maxLength: 10 }),
  )
  .filter(([atoms]) => !atoms.at(-1)?.endsWith("'"))
  .map(([atoms, labels, tld]) => `${atoms.join('.')}@${labels.join('.')}.${tld}`)
  .filter((email) => email.length <= 255);

/** A syntactically fine address longer than 255 characters. */
export const overlongEmail = fc
  .integer({ min: 256, max: 600 })
  .map((n) => `${'a'.repeat(n - '@example.nl'.length)}@example.nl`);

/** Strings that are no e-mail address at all (no @, or nothing around it, or spaces inside). */
export const notAnEmail = fc.oneof(
  trimmedText(1, 60).filter((s) => !s.includes('@')),
  fc.constantFrom(
    '@',
    'a@',
    '@example.nl',
    'an@',
    'an @example.nl',
    'an@example',
    'an@@example.nl',
    'a..b@x.nl',
  ),
);

/** Things an attacker or a broken client sends: unicode of every kind, markup, very long strings. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'binary-ascii', maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
    '${7*7}{{7*7}}',
    '\u202E\u0000\uFEFF',
    '\uD800',
    '\uDFFF\uD800',
    'javascript:alert(1)',
    '__proto__',
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '0x10',
  ),
  fc.integer({ min: 2_000, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 2_000, max: 20_000 }).map((n) => '😀'.repeat(n / 2)),
);

/** Field names a broken client could send, including the ones Conform reads as paths. */
export const hostileKey = (fields: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...fields),
    fc.constantFrom(...fields).map((f) => `${f}[0]`),
    fc.constantFrom(...fields).map((f) => `${f}.x`),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      '__proto__.polluted',
      'constructor.prototype.polluted',
    ),
    fc.constantFrom('[0]', '[', ']', '.', '..', 'a[b', 'a]', 'a[]', 'a[-1]', 'a[99999999]'),
    fc.string({ maxLength: 20 }),
  );

/** FormData from [name, value] pairs, duplicates kept (as a browser or a bot can send them). */
export function formDataOf(entries: Iterable<readonly [string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}
