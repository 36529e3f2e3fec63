import { adminText, adminTextIn } from '~/modules/admin/admin-text';
import type { Product } from '~/modules/admin/products.server';
import { facts } from '~/modules/catalog/facts';
import { type Column, Table } from './table';
import { money } from './ui';

const t = adminTextIn('products');
const low = (product: Product) => product.stock < facts.lowStockThreshold;

const columns: Column<Product>[] = [
  {
    id: 'image',
    header: t('columns.image'),
    cell: (product) =>
      product.imageUrl ? (
        <img src={product.imageUrl} alt="" width={48} height={24} className="h-6 w-12 object-cover" />
      ) : (
        '-'
      ),
  },
  {
    id: 'name',
    header: t('columns.name'),
    cell: (product) => (
      <>
        {product.name}
        <div className="font-mono text-xs text-slate-500">{product.id}</div>
      </>
    ),
  },
  { id: 'price', header: t('columns.price'), numeric: true, cell: (product) => money(product.priceCents) },
  {
    id: 'stock',
    header: t('columns.stock'),
    numeric: true,
    cell: (product) => product.stock,
    // Low stock stands out in red, and tests find it by the attribute.
    cellProps: (product) => ({
      className: low(product) ? 'font-bold text-red-700' : undefined,
      'data-low-stock': low(product),
    }),
  },
  {
    id: 'edit',
    header: t('edit'),
    hiddenHeader: true,
    cell: (product) => (
      <a className="text-brand-700 underline" href={`/admin/dashboard/products/${product.id}/edit`}>
        {adminText('products.edit')}
      </a>
    ),
  },
];

/** The products by name, with their stock (low stock in red) and a link to edit each. */
export function ProductsTable({ products }: { products: Product[] }) {
  return <Table columns={columns} rows={products} rowKey={(product) => product.id} empty={t('empty')} />;
}
