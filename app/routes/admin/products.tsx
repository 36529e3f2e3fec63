import { ProductsTable } from '~/components/admin/products-table';
import { PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { listProducts } from '~/modules/admin/products.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import type { Route } from './+types/products';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { products: await listProducts() };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex items-center justify-between">
        <PageTitle>{adminText('products.title')}</PageTitle>
        <a
          href="/admin/dashboard/products/new"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {adminText('products.new')}
        </a>
      </div>
      <ProductsTable products={loaderData.products} />
    </>
  );
}
