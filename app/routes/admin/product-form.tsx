import { data } from 'react-router';
import { ProductEditor } from '~/components/admin/product-editor';
import { AdminRouteError } from '~/components/admin/route-error';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { type ProductFormErrors, productFormErrors, productSchema } from '~/modules/admin/product-form';
import { findProduct, saveProduct } from '~/modules/admin/products.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/product-form';

const text = adminTexts.products;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.productId) return { product: null };
  const product = await findProduct(params.productId);
  if (!product) throw data(text.loadFailed, { status: 404 });
  return { product };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const parsed = productSchema(!params.productId).safeParse(form);
  if (!parsed.success)
    return data({ errors: productFormErrors(parsed.error), values: form }, { status: 400 });
  const outcome = await saveProduct(params.productId, parsed.data);
  if (outcome === 'duplicate')
    return data({ errors: { id: text.duplicateId } as ProductFormErrors, values: form }, { status: 409 });
  if (outcome === 'failed')
    return data({ errors: {} as ProductFormErrors, values: form, failed: true }, { status: 503 });
  return redirectWithToast('/admin/dashboard/products', {
    type: 'success',
    title: params.productId ? text.updated : text.created,
  });
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductEditor
      product={loaderData.product}
      errors={actionData?.errors ?? {}}
      values={(actionData?.values ?? {}) as Record<string, string>}
      failed={actionData !== undefined && 'failed' in actionData}
    />
  );
}

export function ErrorBoundary() {
  return (
    <AdminRouteError back="/admin/dashboard/products" backLabel={adminText('notFound.backToProducts')} />
  );
}
