import { eq } from 'drizzle-orm';
import { data, Form } from 'react-router';
import { AdminRouteError } from '~/components/admin/route-error';
import { PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import { type ProductFormErrors, productFormErrors, productSchema } from '~/modules/admin/product-form';
import { requireAdmin } from '~/modules/auth/guard.server';
import { invalidateCatalog } from '~/modules/catalog/catalog.server';
import { logger } from '~/modules/observability/logger.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/product-form';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.productId) return { product: null };
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, params.productId)).limit(1);
  if (!product) throw data('Kon product niet laden', { status: 404 });
  return { product };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const creating = !params.productId;
  const form = Object.fromEntries(await request.formData());
  const parsed = productSchema(creating).safeParse(form);
  if (!parsed.success)
    return data({ errors: productFormErrors(parsed.error), values: form }, { status: 400 });
  const { id, name, description, price, stock, imageUrl } = parsed.data;
  const values = {
    name,
    description: description || null,
    priceCents: price,
    stock,
    imageUrl: imageUrl || null,
  };
  const db = await getDb();
  try {
    if (creating) {
      const inserted = await db
        .insert(products)
        .values({ id: id as string, ...values })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (inserted.length === 0) {
        return data(
          { errors: { id: 'Dit product ID bestaat al' } as ProductFormErrors, values: form },
          { status: 409 },
        );
      }
    } else {
      await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, params.productId as string));
    }
  } catch (error) {
    logger.error('product save failed', { error: error instanceof Error ? error.message : String(error) });
    return data({ errors: {} as ProductFormErrors, values: form, failed: true }, { status: 503 });
  }
  invalidateCatalog();
  return redirectWithToast('/admin/dashboard/products', {
    type: 'success',
    title: creating ? 'Product aangemaakt' : 'Product bijgewerkt',
  });
}

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

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = (actionData?.values ?? {}) as Record<string, string>;
  const value = (name: string, fallback: string | null | undefined) => values[name] ?? fallback ?? '';
  return (
    <>
      <PageTitle>{product ? `${product.name} bewerken` : 'Nieuw product'}</PageTitle>
      {actionData && 'failed' in actionData ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          Kon product niet opslaan
        </p>
      ) : null}
      <Form method="post" className="max-w-lg space-y-4" noValidate>
        {product ? (
          <p className="text-sm text-slate-600">
            Product ID: <span className="font-mono">{product.id}</span>
          </p>
        ) : (
          <Field name="id" label="Product ID" error={errors.id} defaultValue={value('id', '')} />
        )}
        <Field name="name" label="Naam" error={errors.name} defaultValue={value('name', product?.name)} />
        <div>
          <label htmlFor="description" className="block text-sm font-semibold">
            Omschrijving
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
          label="Prijs (EUR)"
          type="number"
          step="0.01"
          error={errors.price}
          defaultValue={value('price', product ? (product.priceCents / 100).toFixed(2) : '')}
        />
        <Field
          name="stock"
          label="Voorraad"
          type="number"
          step="1"
          error={errors.stock}
          defaultValue={value('stock', product ? String(product.stock) : '0')}
        />
        <Field
          name="imageUrl"
          label="Afbeelding URL"
          type="url"
          error={errors.imageUrl}
          defaultValue={value('imageUrl', product?.imageUrl)}
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Opslaan
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/products" backLabel={admin.notFound.backToProducts} />;
}
