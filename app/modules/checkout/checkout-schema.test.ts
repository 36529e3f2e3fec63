import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedT } from '~/i18n/i18next.server';
import { checkoutSchema } from './checkout-schema';

const valid = {
  email: 'an@example.nl',
  firstName: 'An',
  lastName: 'Bakker',
  address: 'Straat 12',
  postalCode: '1234 AB',
  city: 'Utrecht',
  country: 'nl',
};

function messages(input: Record<string, unknown>, lang: 'nl' | 'en' = 'nl') {
  const result = checkoutSchema(lang, fixedT(lang)).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('checkout schema', () => {
  it('accepts a complete address and normalises the country code', () => {
    expect(checkoutSchema('nl', fixedT('nl')).parse(valid).country).toBe('NL');
  });
  it('gives the spec Dutch messages', () => {
    expect(
      messages({
        ...valid,
        email: 'nope',
        firstName: 'A',
        lastName: 'B',
        address: 'kort',
        postalCode: '12',
        city: 'X',
        country: '',
      }),
    ).toEqual({
      email: 'Ongeldig e-mailadres',
      firstName: 'Voornaam moet minimaal 2 karakters bevatten',
      lastName: 'Achternaam moet minimaal 2 karakters bevatten',
      address: 'Adres moet minimaal 5 karakters bevatten',
      postalCode: 'Postcode moet minimaal 4 karakters bevatten',
      city: 'Stad moet minimaal 2 karakters bevatten',
      country: 'Selecteer een land',
    });
    expect(messages({ ...valid, email: `${'a'.repeat(250)}@example.nl` }).email).toBe(
      'E-mailadres mag maximaal 255 karakters bevatten',
    );
    expect(messages({ ...valid, phone: '0'.repeat(31) }).phone).toBe(
      'Telefoonnummer mag maximaal 30 karakters bevatten',
    );
  });
  it('requires every billing field once a different billing address is chosen', () => {
    expect(messages({ ...valid, useDifferentBillingAddress: true, billingFirstName: 'An' })).toEqual({
      billingFirstName: 'Alle factuuradres velden zijn verplicht',
    });
    expect(messages({ ...valid, useDifferentBillingAddress: true }, 'en').billingFirstName).toBe(
      'All billing address fields are required',
    );
  });
  it('never throws on hostile input, it only accepts or explains', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
        (input) => {
          const result = checkoutSchema('nl', fixedT('nl')).safeParse({ ...valid, ...input });
          expect(typeof result.success).toBe('boolean');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
