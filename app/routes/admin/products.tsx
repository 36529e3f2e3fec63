import { asc } from 'drizzle-orm';
import { money, PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import { requireAdmin } from '~/modules/auth/guard.server';
import type { Route } from './+types/products';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDb();
  return { products: await db.select().from(products).orderBy(asc(products.name)) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex items-center justify-between">
        <PageTitle>Producten</PageTitle>
        <a
          href="/admin/dashboard/products/new"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          Nieuw product
        </a>
      </div>
      {loaderData.products.length === 0 ? (
        <p>Geen producten gevonden</p>
      ) : (
        <table className="min-w-full rounded-lg border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="p-3">Afbeelding</th>
              <th className="p-3">Naam</th>
              <th className="p-3 text-right">Prijs</th>
              <th className="p-3 text-right">Voorraad</th>
              <th className="p-3">
                <span className="sr-only">Bewerken</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.products.map((product) => (
              <tr key={product.id} className="border-t border-slate-100">
                <td className="p-3">
                  {product.imageUrl ? (
                    <img
                      src={product.imageUrl}
                      alt=""
                      width={48}
                      height={24}
                      className="h-6 w-12 object-cover"
                    />
                  ) : (
                    '-'
                  )}
                </td>
                <td className="p-3">
                  {product.name}
                  <div className="font-mono text-xs text-slate-500">{product.id}</div>
                </td>
                <td className="p-3 text-right">{money(product.priceCents)}</td>
                <td
                  className={`p-3 text-right ${product.stock < 10 ? 'font-bold text-red-700' : ''}`}
                  data-low-stock={product.stock < 10}
                >
                  {product.stock}
                </td>
                <td className="p-3">
                  <a
                    className="text-brand-700 underline"
                    href={`/admin/dashboard/products/${product.id}/edit`}
                  >
                    Bewerken
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
