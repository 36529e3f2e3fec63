import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import admin from '../../../locales/nl/admin.json';
import { compactIdentifier, isEuVatId, isIban, isKvkNumber } from './identifiers';

/**
 * What the merchant can set in the admin, one Zod schema per section. The admin is Dutch, so the
 * messages are the Dutch ones from locales/nl/admin.json. Every value a page, e-mail or invoice
 * shows about the merchant comes from here (DESIGN.md: merchant settings).
 */
const m = admin.settings.errors;

const text = (max = 200) => z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong);
const optionalHttps = z
  .string()
  .trim()
  .max(300, m.tooLong)
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), m.httpsUrl)
  .optional();
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The EU member states a zone can be added for (ISO 3166 codes; Greece is GR here, EL in VAT ids). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export const identitySchema = z.object({
  legalName: text(),
  tradeName: text(100),
  street: text(),
  postalCode: z.string({ error: m.postalCode }).trim().min(4, m.postalCode).max(10, m.postalCode),
  city: text(100),
  countryCode: z.enum(EU_COUNTRIES, { error: m.country }),
  email: z.string({ error: m.email }).trim().max(255, m.email).pipe(z.email(m.email)),
  phone: z
    .string({ error: m.phone })
    .trim()
    .regex(/^\+?[\d\s()-]{8,20}$/, m.phone),
  kvk: z.string({ error: m.kvk }).transform(compactIdentifier).refine(isKvkNumber, m.kvk),
  vatId: z.string({ error: m.vatId }).transform(compactIdentifier).refine(isEuVatId, m.vatId),
  iban: z.string({ error: m.iban }).transform(compactIdentifier).refine(isIban, m.iban),
  instagram: optionalHttps,
  facebook: optionalHttps,
  pinterest: optionalHttps,
});

const tier = z.object({
  minQuantity: wholeNumber(1, 999, m.tierQuantity),
  percent: wholeNumber(0, 50, m.tierPercent),
});

export const tiersSchema = z.object({
  // Rows left empty in the form arrive as undefined and are dropped; the first tier (1 item) is
  // implied at 0 %, so the merchant only lists the quantities that earn a discount.
  tiers: z
    .array(tier.partial().optional())
    .transform((rows) =>
      rows.filter(
        (row): row is z.infer<typeof tier> => row?.minQuantity !== undefined && row.percent !== undefined,
      ),
    )
    .refine((rows) => rows.length <= 4, m.tiersMax)
    .refine(
      (rows) =>
        rows.every(
          (row, i) =>
            i === 0 || (row.minQuantity > rows[i - 1]!.minQuantity && row.percent >= rows[i - 1]!.percent),
        ),
      m.tiersAscending,
    )
    .default([]),
  largeOrderQuantity: wholeNumber(2, 10_000, m.tierQuantity),
});

export const claimsSchema = z.object({
  rating: z
    .number({ error: m.rating })
    .min(1, m.rating)
    .max(5, m.rating)
    .refine((value) => Number.isInteger(value * 10), m.rating)
    .optional(),
  reviewCount: wholeNumber(0, 10_000_000, m.count).optional(),
  happyCustomers: wholeNumber(0, 100_000_000, m.count).optional(),
  bestseller: z.boolean().default(false),
});

export const operationsSchema = z.object({
  dispatchCutoff: z
    .string({ error: m.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time),
  quoteAnswerHours: wholeNumber(1, 168, m.hours),
  warrantyYears: wholeNumber(0, 10, m.years),
  // Consumer law sets the floor and the ceiling; the merchant may be more generous, never less.
  returnDays: wholeNumber(14, 365, m.returnDays),
  refundDays: wholeNumber(1, 14, m.refundDays),
  defectReportHours: wholeNumber(1, 168, m.hours),
  returnConfirmationHours: wholeNumber(1, 168, m.hours),
  carrier: text(100),
});

export const securitySchema = z.object({
  twoFactorRequired: z.boolean().default(false),
});

const money = z
  .string({ error: m.amount })
  .trim()
  .regex(/^\d{1,5}([.,]\d{1,2})?$/, m.amount)
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));

export const zoneSchema = z
  .object({
    countryCode: z.enum(EU_COUNTRIES, { error: m.country }),
    isActive: z.boolean().default(false),
    shippingCostCents: money,
    freeShippingThresholdCents: money,
    vatRate: z.number({ error: m.vatRate }).min(0, m.vatRate).max(30, m.vatRate),
    deliveryMinDays: wholeNumber(0, 30, m.days),
    deliveryMaxDays: wholeNumber(0, 30, m.days),
  })
  .refine((zone) => zone.deliveryMaxDays >= zone.deliveryMinDays, {
    message: m.daysOrder,
    path: ['deliveryMaxDays'],
  });

export const zonesSchema = z.object({ zones: z.array(zoneSchema).min(1) });

export const addZoneSchema = z.object({ countryCode: z.enum(EU_COUNTRIES, { error: m.country }) });

export type Identity = z.infer<typeof identitySchema>;
export type Tiers = z.infer<typeof tiersSchema>;
export type Claims = z.infer<typeof claimsSchema>;
export type Operations = z.infer<typeof operationsSchema>;
export type Security = z.infer<typeof securitySchema>;
export type ZoneInput = z.infer<typeof zoneSchema>;

/** The sections stored as JSON in shop_settings; zones live in their own table (shipping_zones). */
export const sectionSchemas = {
  identity: identitySchema,
  tiers: tiersSchema,
  claims: claimsSchema,
  operations: operationsSchema,
  security: securitySchema,
} as const;

export type JsonSection = keyof typeof sectionSchemas;
export type Section = JsonSection | 'zones';
export const SECTIONS: Section[] = ['identity', 'zones', 'tiers', 'claims', 'operations', 'security'];
