import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { perLanguage } from '~/i18n/per-language';
import type { TFunction } from '~/i18n/translation';
import { validationMessages } from '~/modules/forms/validation-messages';

const text = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z.string({ error: minMessage }).trim().min(min, minMessage).max(max, maxMessage);

const billingFields = [
  'billingFirstName',
  'billingLastName',
  'billingAddress',
  'billingPostalCode',
  'billingCity',
  'billingCountry',
] as const;

/** The spec's checkout rules (section 5) with messages in the shopper's language. */
export const checkoutSchema = perLanguage((_lang, t: TFunction) => {
  const m = validationMessages(t, 'checkout');
  return z
    .object({
      email: z.string({ error: m.email }).trim().max(255, m.emailMax).pipe(z.email(m.email)),
      firstName: text(2, 100, m.firstNameMin, m.firstNameMax),
      lastName: text(2, 100, m.lastNameMin, m.lastNameMax),
      address: text(5, 255, m.addressMin, m.addressMax),
      postalCode: text(4, 20, m.postalCodeMin, m.postalCodeMax),
      city: text(2, 100, m.cityMin, m.cityMax),
      phone: z.string().trim().max(30, m.phoneMax).optional(),
      country: z.string({ error: m.country }).trim().min(2, m.country).max(2, m.country).toUpperCase(),
      useDifferentBillingAddress: z.boolean().optional(),
      billingFirstName: z.string().trim().max(100, m.firstNameMax).optional(),
      billingLastName: z.string().trim().max(100, m.lastNameMax).optional(),
      billingAddress: z.string().trim().max(255, m.addressMax).optional(),
      billingPostalCode: z.string().trim().max(20, m.postalCodeMax).optional(),
      billingCity: z.string().trim().max(100, m.cityMax).optional(),
      billingCountry: z.string().trim().max(2, m.country).toUpperCase().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.useDifferentBillingAddress && billingFields.some((field) => !value[field])) {
        ctx.addIssue({ code: 'custom', path: ['billingFirstName'], message: m.billingRequired });
      }
    });
});

export type CheckoutInput = z.infer<ReturnType<typeof checkoutSchema>>;
