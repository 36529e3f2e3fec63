import { adminText, adminTextIn } from '~/modules/admin/admin-text';
import { quoteStatusLabels } from '~/modules/admin/labels';
import type { QuoteRequest } from '~/modules/admin/quotes.server';
import { type Column, Table } from './table';
import { date } from './ui';

const t = adminTextIn('quotes');

const columns: Column<QuoteRequest>[] = [
  { id: 'date', header: t('columns.date'), cell: (quote) => date(quote.createdAt) },
  { id: 'company', header: t('columns.company'), cell: (quote) => quote.companyName },
  {
    id: 'contact',
    header: t('columns.contact'),
    cell: (quote) => (
      <>
        {quote.contactPerson}
        <div className="text-xs text-slate-500">{quote.email}</div>
      </>
    ),
  },
  { id: 'quantity', header: t('columns.quantity'), numeric: true, cell: (quote) => quote.quantity },
  { id: 'status', header: t('columns.status'), cell: (quote) => quoteStatusLabels[quote.status] },
  {
    id: 'details',
    header: t('details'),
    hiddenHeader: true,
    cell: (quote) => (
      <a className="text-brand-700 underline" href={`/admin/dashboard/quotes/${quote.id}`}>
        {adminText('quotes.details')}
      </a>
    ),
  },
];

/** The quote requests, newest first, each with a link to its page. */
export function QuotesTable({ rows }: { rows: QuoteRequest[] }) {
  return <Table columns={columns} rows={rows} rowKey={(quote) => quote.id} empty={t('empty')} />;
}
