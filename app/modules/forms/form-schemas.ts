import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { perLanguage } from '~/i18n/per-language';
import type { TFunction } from '~/i18n/translation';
import { validationMessages } from './validation-messages';

/** The honeypot: a field people never see or fill; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = 'website';

const email = (t: TFunction) => {
  const m = validationMessages(t, 'forms');
  return z.string({ error: m.email }).trim().max(255, m.emailMax).pipe(z.email(m.email));
};

export const quoteSchema = perLanguage((_lang, t: TFunction) => {
  const m = validationMessages(t, 'forms');
  return z.object({
    companyName: z.string({ error: m.companyName }).trim().min(1, m.companyName).max(200, m.companyNameMax),
    contactPerson: z
      .string({ error: m.contactPerson })
      .trim()
      .min(1, m.contactPerson)
      .max(100, m.contactPersonMax),
    email: email(t),
    phone: z.string({ error: m.phoneRequired }).trim().min(1, m.phoneRequired).max(30, m.phoneMax),
    quantity: z.number({ error: m.quantity }).int(m.quantity).min(1, m.quantity).max(100_000, m.quantity),
    message: z.string().trim().max(2000, m.messageMax).optional(),
  });
});

export const contactSchema = perLanguage((_lang, t: TFunction) => {
  const m = validationMessages(t, 'forms');
  return z.object({
    name: z.string({ error: m.nameMin }).trim().min(2, m.nameMin).max(100, m.nameMax),
    email: email(t),
    // Optional, but when given a real number: 10 to 30 characters.
    phone: z.string().trim().min(10, m.phoneMin).max(30, m.phoneMax).optional(),
    message: z.string({ error: m.messageMin }).trim().min(10, m.messageMin).max(2000, m.messageMax),
  });
});

/**
 * A withdrawal statement. Only what identifies the customer and the contract is required: items
 * (empty = the whole order) and the reason are optional, the reason never asked for as a condition.
 */
export const withdrawalSchema = perLanguage((_lang, t: TFunction) => {
  const m = validationMessages(t, 'forms');
  return z.object({
    name: z.string({ error: m.nameMin }).trim().min(2, m.nameMin).max(100, m.nameMax),
    email: email(t),
    orderNumber: z.string({ error: m.orderNumber }).trim().min(1, m.orderNumber).max(100, m.orderNumber),
    items: z.string().trim().max(1000, m.textMax).optional(),
    reason: z.string().trim().max(1000, m.textMax).optional(),
  });
});

/** 'Link kwijt?': the address the order was placed with, nothing else. */
export const orderLinkSchema = perLanguage((_lang, t: TFunction) => z.object({ email: email(t) }));

export type WithdrawalInput = z.infer<ReturnType<typeof withdrawalSchema>>;
export type QuoteInput = z.infer<ReturnType<typeof quoteSchema>>;
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
