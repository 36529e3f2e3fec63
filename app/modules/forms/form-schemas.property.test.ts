import { parseWithZod } from '@conform-to/zod/v4';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Lang, languages } from '~/i18n/config';
import { fixedT } from '~/i18n/i18next.server';
import { resources } from '~/i18n/resources';
import {
  formDataOf,
  hostileKey,
  hostileString,
  notAnEmail,
  overlongEmail,
  padded,
  padding,
  practicalEmail,
  trimmedText,
  visibleChar,
} from '../../../tests/support/arbitraries';
import { contactSchema, quoteSchema } from './form-schemas';

type FormMessages = (typeof resources)['en']['common']['validation']['forms'];
const formMessages = (l: Lang) => resources[l].common.validation.forms;

/**
 * Property tests of the quote and contact forms (spec section 5), parsed the way the routes parse
 * them: FormData through Conform's parseWithZod, so the string coercion is the production one.
 */

const RUNS = { numRuns: 1000 };
const lang = fc.constantFrom(...languages);

type Fields = Record<string, string | undefined>;
const entries = (fields: Fields) =>
  Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined);

// One schema per language, built once: Zod compiles a schema on its first parse, which costs a few
// milliseconds and would dominate a thousand runs.
const quoteSchemas = Object.fromEntries(languages.map((l) => [l, quoteSchema(l, fixedT(l))])) as Record<
  Lang,
  ReturnType<typeof quoteSchema>
>;
const contactSchemas = Object.fromEntries(languages.map((l) => [l, contactSchema(l, fixedT(l))])) as Record<
  Lang,
  ReturnType<typeof contactSchema>
>;

function submitQuote(l: Lang, fields: Fields) {
  return parseWithZod(formDataOf(entries(fields)), { schema: quoteSchemas[l] });
}
function submitContact(l: Lang, fields: Fields) {
  return parseWithZod(formDataOf(entries(fields)), { schema: contactSchemas[l] });
}

/** The fields that failed, each with its distinct messages. */
function failures(submission: { status?: string }) {
  const error = 'error' in submission ? (submission.error as Record<string, string[] | null> | null) : null;
  return Object.fromEntries(
    Object.entries(error ?? {})
      .filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].length > 0)
      .map(([field, messages]) => [field, [...new Set(messages)]]),
  );
}

/** The spec's Dutch message in nl; the translation (never the Dutch text) in en, fr and de. */
function expectMessage(l: Lang, key: keyof FormMessages, got: Record<string, string[]>, field: string) {
  expect(got).toEqual({ [field]: [formMessages(l)[key]] });
  if (l !== 'nl') expect(got[field]).not.toEqual([formMessages('nl')[key]]);
}

const phoneChar = fc.constantFrom(...'0123456789', ' ', '+', '-', '(', ')');
const phoneOf = (min: number, max: number) =>
  fc.oneof(trimmedText(min, max, phoneChar), trimmedText(min, max));

// --- Quote form -------------------------------------------------------------------------------

const validQuote = fc.record({
  companyName: padded(trimmedText(1, 200)),
  contactPerson: padded(trimmedText(1, 100)),
  email: padded(practicalEmail),
  phone: padded(phoneOf(1, 30)),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  message: fc.option(padded(trimmedText(0, 2000)), { nil: undefined }),
});

const sentQuote = validQuote.map((v) => ({
  companyName: v.companyName.sent,
  contactPerson: v.contactPerson.sent,
  email: v.email.sent,
  phone: v.phone.sent,
  quantity: String(v.quantity),
  message: v.message?.sent,
}));

const notAQuantity = fc.oneof(
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc.integer({ min: 100_001, max: 1_000_000_000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`),
  fc.string({ unit: fc.constantFrom(...'abcxyzé€,;!?'), minLength: 1, maxLength: 10 }),
  padding,
  fc.constantFrom('', 'NaN', 'Infinity', '-Infinity', '1e400', '--1', '1,5', '½'),
);

const quoteBreaks: { field: string; key: keyof FormMessages; value: fc.Arbitrary<string> }[] = [
  { field: 'companyName', key: 'companyName', value: padding },
  { field: 'companyName', key: 'companyNameMax', value: trimmedText(201, 600) },
  { field: 'contactPerson', key: 'contactPerson', value: padding },
  { field: 'contactPerson', key: 'contactPersonMax', value: trimmedText(101, 400) },
  { field: 'email', key: 'email', value: fc.oneof(notAnEmail, padding) },
  { field: 'email', key: 'emailMax', value: overlongEmail },
  { field: 'phone', key: 'phoneRequired', value: padding },
  { field: 'phone', key: 'phoneMax', value: phoneOf(31, 200) },
  { field: 'quantity', key: 'quantity', value: notAQuantity },
  { field: 'message', key: 'messageMax', value: trimmedText(2001, 5000) },
];

describe('quote form schema (properties)', () => {
  it('accepts every input within the spec rules and keeps the trimmed values', () => {
    fc.assert(
      fc.property(lang, validQuote, (l, q) => {
        const submission = submitQuote(l, {
          companyName: q.companyName.sent,
          contactPerson: q.contactPerson.sent,
          email: q.email.sent,
          phone: q.phone.sent,
          quantity: String(q.quantity),
          message: q.message?.sent,
        });
        expect(failures(submission)).toEqual({});
        expect(submission.status).toBe('success');
        if (submission.status !== 'success') return;
        expect(submission.value).toEqual({
          companyName: q.companyName.kept,
          contactPerson: q.contactPerson.kept,
          email: q.email.kept,
          phone: q.phone.kept,
          quantity: q.quantity,
          // An empty textarea arrives as no message; one of only spaces as an empty one.
          message: q.message === undefined || q.message.sent === '' ? undefined : q.message.kept,
        });
      }),
      RUNS,
    );
  });

  it('rejects input breaking exactly one rule with that field’s message, in the visitor’s language', () => {
    fc.assert(
      fc.property(
        lang,
        sentQuote,
        fc.constantFrom(...quoteBreaks).chain(({ value, ...rule }) => value.map((v) => ({ rule, value: v }))),
        (l, quote, { rule, value }) => {
          const submission = submitQuote(l, { ...quote, [rule.field]: value });
          expect(submission.status).toBe('error');
          expectMessage(l, rule.key, failures(submission), rule.field);
        },
      ),
      RUNS,
    );
  });

  it('asks for the required fields when they are left out altogether', () => {
    fc.assert(
      fc.property(
        lang,
        sentQuote,
        fc.constantFrom(
          ['companyName', 'companyName'],
          ['contactPerson', 'contactPerson'],
          ['email', 'email'],
          ['phone', 'phoneRequired'],
          ['quantity', 'quantity'],
        ) as fc.Arbitrary<[string, keyof FormMessages]>,
        (l, quote, [field, key]) => {
          const submission = submitQuote(l, { ...quote, [field]: undefined });
          expectMessage(l, key, failures(submission), field);
        },
      ),
      RUNS,
    );
  });
});

// --- Contact form -----------------------------------------------------------------------------

const validContact = fc.record({
  name: padded(trimmedText(2, 100)),
  email: padded(practicalEmail),
  // Optional: left out, sent empty, or a number of 10 to 30 characters.
  phone: fc.oneof(fc.constant(undefined), fc.constant({ sent: '', kept: '' }), padded(phoneOf(10, 30))),
  message: padded(trimmedText(10, 2000)),
});

const sentContact = validContact.map((v) => ({
  name: v.name.sent,
  email: v.email.sent,
  phone: v.phone?.sent,
  message: v.message.sent,
}));

const contactBreaks: { field: string; key: keyof FormMessages; value: fc.Arbitrary<string> }[] = [
  { field: 'name', key: 'nameMin', value: padded(trimmedText(0, 1)).map((p) => p.sent) },
  { field: 'name', key: 'nameMax', value: trimmedText(101, 400) },
  { field: 'email', key: 'email', value: fc.oneof(notAnEmail, padding) },
  { field: 'email', key: 'emailMax', value: overlongEmail },
  { field: 'phone', key: 'phoneMin', value: phoneOf(1, 9) },
  { field: 'phone', key: 'phoneMax', value: phoneOf(31, 200) },
  { field: 'message', key: 'messageMin', value: padded(trimmedText(0, 9)).map((p) => p.sent) },
  { field: 'message', key: 'messageMax', value: trimmedText(2001, 5000) },
];

describe('contact form schema (properties)', () => {
  it('accepts every input within the spec rules and keeps the trimmed values', () => {
    fc.assert(
      fc.property(lang, validContact, (l, c) => {
        const submission = submitContact(l, {
          name: c.name.sent,
          email: c.email.sent,
          phone: c.phone?.sent,
          message: c.message.sent,
        });
        expect(failures(submission)).toEqual({});
        if (submission.status !== 'success') throw new Error('not parsed');
        expect(submission.value).toEqual({
          name: c.name.kept,
          email: c.email.kept,
          phone: c.phone?.kept || undefined,
          message: c.message.kept,
        });
      }),
      RUNS,
    );
  });

  it('rejects input breaking exactly one rule with that field’s message, in the visitor’s language', () => {
    fc.assert(
      fc.property(
        lang,
        sentContact,
        fc
          .constantFrom(...contactBreaks)
          .chain(({ value, ...rule }) => value.map((v) => ({ rule, value: v }))),
        (l, contact, { rule, value }) => {
          const submission = submitContact(l, { ...contact, [rule.field]: value });
          expect(submission.status).toBe('error');
          expectMessage(l, rule.key, failures(submission), rule.field);
        },
      ),
      RUNS,
    );
  });

  it('takes any RFC 5322 address Zod accepts, and refuses the rest only with the e-mail message', () => {
    // Zod's e-mail pattern is narrower than RFC 5322 (no ! # $ % & * / = ? ^ ` { | } ~ in the
    // local part, ASCII host names only): such addresses must fail on the e-mail field alone.
    fc.assert(
      fc.property(
        lang,
        sentContact,
        fc.emailAddress().filter((e) => e.length <= 255),
        (l, contact, email) => {
          const submission = submitContact(l, { ...contact, email });
          if (submission.status === 'success') expect(submission.value?.email).toBe(email);
          else expectMessage(l, 'email', failures(submission), 'email');
        },
      ),
      RUNS,
    );
  });
});

// --- Both forms: hostile input ----------------------------------------------------------------

const quoteFields = ['companyName', 'contactPerson', 'email', 'phone', 'quantity', 'message'] as const;
const contactFields = ['name', 'email', 'phone', 'message'] as const;

describe('quote and contact schemas never throw (properties)', () => {
  it('answers any FormData with a result, keeps the limits when it accepts, pollutes nothing', () => {
    fc.assert(
      fc.property(
        lang,
        fc.boolean(),
        fc.array(fc.tuple(hostileKey([...quoteFields, ...contactFields]), hostileString), { maxLength: 12 }),
        (l, quote, pairs) => {
          const form = formDataOf(pairs);
          const submission = quote
            ? parseWithZod(form, { schema: quoteSchemas[l] })
            : parseWithZod(form, { schema: contactSchemas[l] });
          expect(['success', 'error']).toContain(submission.status);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          if (submission.status !== 'success') return;
          const value = submission.value as Record<string, unknown>;
          for (const [field, max] of [
            ['companyName', 200],
            ['contactPerson', 100],
            ['name', 100],
            ['email', 255],
            ['phone', 30],
            ['message', 2000],
          ] as const) {
            const text = value[field];
            if (text !== undefined) {
              expect(typeof text).toBe('string');
              expect((text as string).length).toBeLessThanOrEqual(max);
            }
          }
        },
      ),
      RUNS,
    );
  });

  it('puts markup and every kind of unicode through unchanged (escaping is the view’s job)', () => {
    fc.assert(
      fc.property(
        lang,
        sentContact,
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 10, maxLength: 200 }),
          fc.constantFrom('<script>alert("x")</script>', '<img src=x onerror=alert(1)> hallo'),
        ),
        visibleChar,
        (l, contact, hostile, edge) => {
          // Wrapped in visible characters so that trimming leaves the payload alone.
          const message = `${edge}${hostile}${edge}`;
          const submission = submitContact(l, { ...contact, message });
          if (message.length > 2000 || message.trim().length < 10) return;
          if (submission.status !== 'success') throw new Error(JSON.stringify(failures(submission)));
          expect(submission.value?.message).toBe(message.trim());
        },
      ),
      RUNS,
    );
  });
});
