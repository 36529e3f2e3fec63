import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { ProductEditor } from '~/components/admin/product-editor';
import { AdminRouteError } from '~/components/admin/route-error';
import { adminText } from '~/modules/admin/admin-text';
import { productSchema } from '~/modules/admin/product-form';
import { findProduct, saveProduct } from '~/modules/admin/products.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/product-form';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.productId) return { product: null };
  const product = await findProduct(params.productId);
  if (!product) throw data(adminText('products.loadFailed'), { status: 404 });
  return { product };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const schema = productSchema(!params.productId);
  // As typed: an empty field is '' for the schema, as in the browser (see ProductEditor).
  const submission = parseWithZod(await request.formData(), { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveProduct(params.productId, submission.value);
  if (outcome === 'duplicate') {
    const fieldErrors = { id: [adminText('products.duplicateId')] };
    return data({ result: submission.reply({ fieldErrors }) }, { status: 409 });
  }
  if (outcome === 'failed') {
    return data(
      { result: submission.reply({ formErrors: [adminText('products.saveFailed')] }) },
      { status: 503 },
    );
  }
  return redirectWithToast('/admin/dashboard/products', {
    type: 'success',
    title: adminText(params.productId ? 'products.updated' : 'products.created'),
  });
}

export default function ProductForm({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditor product={loaderData.product} lastResult={actionData?.result} />;
}

export function ErrorBoundary() {
  return (
    <AdminRouteError back="/admin/dashboard/products" backLabel={adminText('notFound.backToProducts')} />
  );
}
