import type { Claims, Identity, Operations, Security, Tiers } from './settings-schema';

/**
 * What a fresh shop starts with: example values, marked as such in the admin until the owner saves
 * the identity section once (and until then the admin shows 'Vul je bedrijfsgegevens in...').
 * The numbers are placeholders that are recognisably not a real company's.
 */
export const exampleSettings: {
  identity: Identity;
  tiers: Tiers;
  claims: Claims;
  operations: Operations;
  security: Security;
} = {
  identity: {
    legalName: 'Wandplanner B.V.',
    tradeName: 'Wandplanner',
    street: 'Keizersgracht 123',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
    countryCode: 'NL',
    email: 'info@wandplanner.nl',
    phone: '+31 20 123 4567',
    kvk: '12345678',
    vatId: 'NL001234567B01',
    iban: 'NL91ABNA0417164300',
    instagram: 'https://www.instagram.com/wandplanner',
    facebook: 'https://www.facebook.com/wandplanner',
    pinterest: 'https://www.pinterest.com/wandplanner',
  },
  tiers: {
    tiers: [
      { minQuantity: 2, percent: 5 },
      { minQuantity: 3, percent: 10 },
      { minQuantity: 4, percent: 15 },
    ],
    largeOrderQuantity: 5,
  },
  claims: { rating: 4.8, reviewCount: 127, happyCustomers: 1000, bestseller: true },
  operations: {
    dispatchCutoff: '13:00',
    quoteAnswerHours: 24,
    warrantyYears: 2,
    returnDays: 14,
    refundDays: 14,
    defectReportHours: 48,
    returnConfirmationHours: 24,
    carrier: 'PostNL',
  },
  // Offered to every admin, required of none until the owner says so.
  security: { twoFactorRequired: false },
};

/** The settings a fresh database reads: the examples, every section unsaved (version 0). */
export const exampleShopSettings = {
  ...exampleSettings,
  identityConfirmed: false,
  versions: { identity: 0, zones: 0, tiers: 0, claims: 0, operations: 0, security: 0 },
};
