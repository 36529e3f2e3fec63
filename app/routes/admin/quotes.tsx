import { desc, eq } from 'drizzle-orm';
import { date, PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { quoteRequests } from '~/db/schema';
import { isQuoteStatus, quoteStatusLabels } from '~/modules/admin/labels';
import { requireAdmin } from '~/modules/auth/guard.server';
import type { Route } from './+types/quotes';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = new URL(request.url).searchParams.get('status');
  const filter = isQuoteStatus(status) ? status : 'all';
  const db = await getDb();
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(filter === 'all' ? undefined : eq(quoteRequests.status, filter))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(200);
  return { filter, rows };
}

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { filter, rows } = loaderData;
  const tabs = [['all', 'Alle'], ...Object.entries(quoteStatusLabels)] as [string, string][];
  return (
    <>
      <PageTitle>Offertes</PageTitle>
      <nav aria-label="Status" className="mb-4 flex flex-wrap gap-2">
        {tabs.map(([value, label]) => (
          <a
            key={value}
            href={`?status=${value}`}
            aria-current={filter === value ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm ${filter === value ? 'bg-brand-700 text-white' : 'bg-white'}`}
          >
            {label}
          </a>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p>Geen offerteaanvragen gevonden</p>
      ) : (
        <table className="min-w-full rounded-lg border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="p-3">Datum</th>
              <th className="p-3">Bedrijf</th>
              <th className="p-3">Contactpersoon</th>
              <th className="p-3 text-right">Aantal</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((quote) => (
              <tr key={quote.id} className="border-t border-slate-100">
                <td className="p-3">{date(quote.createdAt)}</td>
                <td className="p-3">{quote.companyName}</td>
                <td className="p-3">
                  {quote.contactPerson}
                  <div className="text-xs text-slate-500">{quote.email}</div>
                </td>
                <td className="p-3 text-right">{quote.quantity}</td>
                <td className="p-3">{quoteStatusLabels[quote.status]}</td>
                <td className="p-3">
                  <a className="text-brand-700 underline" href={`/admin/dashboard/quotes/${quote.id}`}>
                    Details
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
