import { QuotesTable } from '~/components/admin/quotes-table';
import { PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { isQuoteStatus, quoteStatusLabels } from '~/modules/admin/labels';
import { listQuotes } from '~/modules/admin/quotes.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import type { Route } from './+types/quotes';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = new URL(request.url).searchParams.get('status');
  const filter = isQuoteStatus(status) ? status : 'all';
  return { filter, rows: await listQuotes(filter) };
}

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const { filter, rows } = loaderData;
  const tabs = [['all', adminText('quotes.all')], ...Object.entries(quoteStatusLabels)];
  return (
    <>
      <PageTitle>{adminText('quotes.title')}</PageTitle>
      <nav aria-label={adminText('quotes.statusNav')} className="mb-4 flex flex-wrap gap-2">
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
      <QuotesTable rows={rows} />
    </>
  );
}
