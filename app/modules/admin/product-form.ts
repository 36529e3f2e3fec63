import { z } from 'zod';
import '~/modules/forms/zod-in-browser';

/** The spec's product form rules and messages; the price is typed in euros and stored in cents. */
export const productSchema = (creating: boolean) =>
  z.object({
    id: creating
      ? z
          .string({ error: 'Product ID is verplicht' })
          .trim()
          .min(1, 'Product ID is verplicht')
          .max(64, 'Product ID mag maximaal 64 karakters bevatten')
          .regex(/^[a-z0-9-]+$/, 'Gebruik kleine letters, cijfers en streepjes')
      : z.string().optional(),
    // A schema-wide `error` also words its unlabelled checks: every check carries its own message.
    name: z
      .string({ error: 'Naam is verplicht' })
      .trim()
      .min(1, 'Naam is verplicht')
      .max(200, 'Naam mag maximaal 200 karakters bevatten'),
    description: z.string().trim().max(5000, 'Beschrijving mag maximaal 5000 karakters bevatten').optional(),
    // Each rule its own message: '12.345' has too many decimals, '-3' is not positive.
    price: z
      .string({ error: 'Prijs moet positief zijn' })
      .trim()
      .transform((value) => value.replace(',', '.'))
      .pipe(
        z
          .string()
          .regex(/^-?\d*(\.\d*)?$/, 'Prijs moet positief zijn')
          .refine((value) => !/\.\d{3,}$/.test(value), 'Prijs mag hooguit 2 decimalen hebben')
          .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Prijs moet positief zijn'),
      )
      .transform((value) => Math.round(Number(value) * 100))
      .pipe(z.number().int().positive('Prijs moet positief zijn')),
    stock: z
      .string({ error: 'Voorraad kan niet negatief zijn' })
      .trim()
      .refine((value) => !/^-/.test(value), 'Voorraad kan niet negatief zijn')
      .refine((value) => !/[.,]/.test(value), 'Voorraad moet een heel getal zijn')
      .pipe(z.string().regex(/^\d{1,7}$/, 'Voorraad moet een heel getal zijn'))
      .transform(Number),
    // A full http(s) URL, or a path on this site (the shop's own images live under /images/). The
    // message sits on the union: when every branch fails Zod reports the union's error alone.
    imageUrl: z
      .union(
        [z.literal(''), z.url({ protocol: /^https?$/ }).max(2000), z.string().regex(/^\/(?!\/)[\w\-./]+$/)],
        { error: 'Ongeldige URL' },
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
