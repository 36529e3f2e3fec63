import { Form } from 'react-router';
import { PageTitle } from '~/components/admin/ui';
import { translate } from '~/i18n/translation';
import { adminTexts } from '~/modules/admin/admin-text';
import type { ProductFormErrors } from '~/modules/admin/product-form';

const text = adminTexts.products;
const labels = text.fields;

type Product = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
};

function Field(props: {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  type?: string;
  step?: string;
}) {
  return (
    <div>
      <label htmlFor={props.name} className="block text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? 'text'}
        step={props.step}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {props.error ? (
        <p id={`${props.name}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The admin's product form: a new product (with its id) or an existing one; the values typed stay after an error. */
export function ProductEditor({
  product,
  errors,
  values,
  failed,
}: {
  product: Product | null;
  errors: ProductFormErrors;
  values: Record<string, string>;
  failed: boolean;
}) {
  const value = (name: string, fallback: string | null | undefined) => values[name] ?? fallback ?? '';
  return (
    <>
      <PageTitle>
        {product ? translate(text, 'nl', 'editTitle', { name: product.name }) : text.newTitle}
      </PageTitle>
      {failed ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          {text.saveFailed}
        </p>
      ) : null}
      <Form method="post" className="max-w-lg space-y-4" noValidate>
        {product ? (
          <p className="text-sm text-slate-600">
            {labels.id}: <span className="font-mono">{product.id}</span>
          </p>
        ) : (
          <Field name="id" label={labels.id} error={errors.id} defaultValue={value('id', '')} />
        )}
        <Field
          name="name"
          label={labels.name}
          error={errors.name}
          defaultValue={value('name', product?.name)}
        />
        <div>
          <label htmlFor="description" className="block text-sm font-semibold">
            {labels.description}
          </label>
          <textarea
            id="description"
            name="description"
            rows={4}
            defaultValue={value('description', product?.description)}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <Field
          name="price"
          label={labels.price}
          type="number"
          step="0.01"
          error={errors.price}
          defaultValue={value('price', product ? (product.priceCents / 100).toFixed(2) : '')}
        />
        <Field
          name="stock"
          label={labels.stock}
          type="number"
          step="1"
          error={errors.stock}
          defaultValue={value('stock', product ? String(product.stock) : '0')}
        />
        <Field
          name="imageUrl"
          label={labels.imageUrl}
          type="url"
          error={errors.imageUrl}
          defaultValue={value('imageUrl', product?.imageUrl)}
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {text.save}
        </button>
      </Form>
    </>
  );
}
