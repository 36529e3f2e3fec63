import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formDataOf,
  hostileKey,
  hostileString,
  notAnEmail,
  overlongEmail,
  padded,
  padding,
  practicalEmail,
} from '../../../tests/support/arbitraries';
import { credentialsSchema } from './credentials-schema';

/**
 * Property tests of the admin login and registration rules, parsed the way the authenticator
 * parses them: the FormData's `email` and `password` entries (null when missing) through safeParse;
 * the first issue's message is what the page shows.
 */

const RUNS = { numRuns: 1000 };
const schemas = { login: credentialsSchema('login'), register: credentialsSchema('register') };
const mode = fc.constantFrom('login' as const, 'register' as const);

function submit(m: 'login' | 'register', fields: Record<string, string | undefined>) {
  const form = formDataOf(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
  return schemas[m].safeParse({ email: form.get('email'), password: form.get('password') });
}

/** Passwords are taken as typed, spaces and all: any characters, any unicode. */
const password = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }).filter((p) => p.length <= max),
    fc.integer({ min, max }).map((n) => ' '.repeat(n)),
  );

const breaks: {
  modes: ('login' | 'register')[];
  field: 'email' | 'password';
  message: string;
  value: fc.Arbitrary<string | undefined>;
}[] = [
  {
    modes: ['login', 'register'],
    field: 'email',
    message: 'E-mailadres is verplicht',
    value: fc.oneof(padding, fc.constant(undefined)),
  },
  { modes: ['login', 'register'], field: 'email', message: 'Ongeldig e-mailadres', value: notAnEmail },
  {
    modes: ['login', 'register'],
    field: 'email',
    message: 'E-mailadres mag maximaal 255 karakters bevatten',
    value: overlongEmail,
  },
  {
    modes: ['login'],
    field: 'password',
    message: 'Wachtwoord is verplicht',
    value: fc.constantFrom('', undefined),
  },
  {
    modes: ['register'],
    field: 'password',
    message: 'Wachtwoord moet minimaal 6 karakters zijn',
    value: password(0, 5).filter((p) => p.length <= 5),
  },
  {
    modes: ['register'],
    field: 'password',
    message: 'Wachtwoord is verplicht',
    value: fc.constant(undefined),
  },
  {
    modes: ['login', 'register'],
    field: 'password',
    message: 'Wachtwoord mag maximaal 200 karakters bevatten',
    value: password(201, 400).filter((p) => p.length > 200),
  },
];

describe('admin credentials schema (properties)', () => {
  it('accepts any address with a password of the allowed length, trims the address only', () => {
    fc.assert(
      fc.property(
        padded(practicalEmail),
        mode.chain((m) => password(m === 'register' ? 6 : 1, 200).map((p) => ({ m, p }))),
        (email, { m, p }) => {
          fc.pre(p.length >= (m === 'register' ? 6 : 1) && p.length <= 200);
          const result = submit(m, { email: email.sent, password: p });
          if (!result.success) throw new Error(result.error.issues[0]?.message);
          expect(result.data).toEqual({ email: email.kept, password: p });
        },
      ),
      RUNS,
    );
  });

  it('refuses input breaking exactly one rule with that rule’s Dutch message first', () => {
    fc.assert(
      fc.property(
        practicalEmail,
        password(6, 200).filter((p) => p.length >= 6 && p.length <= 200),
        fc
          .constantFrom(...breaks)
          .chain(({ value, modes, ...rule }) =>
            fc.tuple(fc.constantFrom(...modes), value).map(([m, v]) => ({ rule, m, value: v })),
          ),
        (email, pass, { rule, m, value }) => {
          const result = submit(m, { email, password: pass, [rule.field]: value });
          expect(result.success).toBe(false);
          if (result.success) return;
          expect(result.error.issues[0]?.message).toBe(rule.message);
          expect(new Set(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))).toEqual(
            new Set([`${rule.field}: ${rule.message}`]),
          );
        },
      ),
      RUNS,
    );
  });

  it('answers any FormData with a result, never an exception', () => {
    fc.assert(
      fc.property(
        mode,
        fc.array(fc.tuple(hostileKey(['email', 'password', 'intent']), hostileString), { maxLength: 8 }),
        (m, pairs) => {
          const form = formDataOf(pairs);
          const result = schemas[m].safeParse({ email: form.get('email'), password: form.get('password') });
          if (result.success) {
            expect(result.data.email.length).toBeLessThanOrEqual(255);
            expect(result.data.password.length).toBeGreaterThanOrEqual(m === 'register' ? 6 : 1);
          } else {
            expect(result.error.issues[0]?.message).toMatch(/^(E-mailadres|Ongeldig|Wachtwoord)/);
          }
        },
      ),
      RUNS,
    );
  });
});
