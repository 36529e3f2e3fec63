import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { adminTextIn } from './admin-text';

const e = adminTextIn('products.errors');

/** The spec's product form rules and messages; the price is typed in euros and stored in cents. */
export const productSchema = (creating: boolean) =>
  z.object({
    id: creating
      ? z
          .string({ error: e('idRequired') })
          .trim()
          .min(1, e('idRequired'))
          .max(64, e('idTooLong'))
          .regex(/^[a-z0-9-]+$/, e('idPattern'))
      : z.string().optional(),
    // A schema-wide `error` also words its unlabelled checks: every check carries its own message.
    name: z
      .string({ error: e('nameRequired') })
      .trim()
      .min(1, e('nameRequired'))
      .max(200, e('nameTooLong')),
    description: z.string().trim().max(5000, e('descriptionTooLong')).optional(),
    // Each rule its own message: '12.345' has too many decimals, '-3' is not positive.
    price: z
      .string({ error: e('pricePositive') })
      .trim()
      .transform((value) => value.replace(',', '.'))
      .pipe(
        z
          .string()
          .regex(/^-?\d*(\.\d*)?$/, e('pricePositive'))
          .refine((value) => !/\.\d{3,}$/.test(value), e('priceDecimals'))
          .regex(/^\d{1,6}(\.\d{1,2})?$/, e('pricePositive')),
      )
      .transform((value) => Math.round(Number(value) * 100))
      .pipe(z.number().int().positive(e('pricePositive'))),
    stock: z
      .string({ error: e('stockNegative') })
      .trim()
      .refine((value) => !/^-/.test(value), e('stockNegative'))
      .refine((value) => !/[.,]/.test(value), e('stockWhole'))
      .pipe(z.string().regex(/^\d{1,7}$/, e('stockWhole')))
      .transform(Number),
    // A full http(s) URL, or a path on this site (the shop's own images live under /images/). The
    // message sits on the union: when every branch fails Zod reports the union's error alone.
    imageUrl: z
      .union(
        [z.literal(''), z.url({ protocol: /^https?$/ }).max(2000), z.string().regex(/^\/(?!\/)[\w\-./]+$/)],
        { error: e('imageUrl') },
      )
      .optional(),
  });

export type ProductInput = z.output<ReturnType<typeof productSchema>>;

export type ProductFormErrors = Partial<
  Record<'id' | 'name' | 'description' | 'price' | 'stock' | 'imageUrl', string>
>;

export function productFormErrors(error: z.ZodError): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof ProductFormErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}
