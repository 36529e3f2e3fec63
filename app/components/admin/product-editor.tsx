import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { Form } from 'react-router';
import { PageTitle } from '~/components/admin/ui';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextAreaField, TextField } from '~/components/ui/field';
import { adminTextIn } from '~/modules/admin/admin-text';
import { productSchema } from '~/modules/admin/product-form';
import type { ShopProduct } from '~/modules/catalog/catalog.server';
import { FormAlert } from './form-alert';

const t = adminTextIn('products');

/** The product as the catalog reads it: the editor shows and saves the same fields. */
type Product = ShopProduct;

/**
 * The admin's product form: a new product (with its id) or an existing one. The server's schema
 * checks in the browser too; the values typed stay after the server refuses them. Empty fields are
 * sent as typed (no coercion), so the browser and the server word every refusal the same way.
 */
export function ProductEditor({
  product,
  lastResult,
}: {
  product: Product | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const schema = useMemo(() => productSchema(product === null), [product]);
  const [form, fields] = useSchemaForm({
    id: 'product',
    schema,
    lastResult,
    asTyped: true,
    defaultValue: product
      ? {
          name: product.name,
          description: product.description ?? '',
          price: (product.priceCents / 100).toFixed(2),
          stock: String(product.stock),
          imageUrl: product.imageUrl ?? '',
        }
      : { stock: '0' },
  });
  return (
    <>
      <PageTitle>{product ? t('editTitle', { name: product.name }) : t('newTitle')}</PageTitle>
      <FormAlert error={form.errors?.[0]} className="mb-4" />
      {/* The server words every refusal in Dutch: no browser bubbles, also without JavaScript. */}
      <Form method="post" {...getFormProps(form)} noValidate className="max-w-lg space-y-4">
        {product ? (
          <p className="text-sm text-slate-600">
            {t('fields.id')}: <span className="font-mono">{product.id}</span>
          </p>
        ) : (
          <TextField field={fields.id} label={t('fields.id')} />
        )}
        <TextField field={fields.name} label={t('fields.name')} />
        <TextAreaField field={fields.description} label={t('fields.description')} rows={4} />
        <TextField field={fields.price} label={t('fields.price')} type="number" step="0.01" />
        <TextField field={fields.stock} label={t('fields.stock')} type="number" step="1" />
        <TextField field={fields.imageUrl} label={t('fields.imageUrl')} type="url" />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('save')}
        </button>
      </Form>
    </>
  );
}
