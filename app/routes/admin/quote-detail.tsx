import { eq } from 'drizzle-orm';
import { data, Form } from 'react-router';
import { AdminRouteError } from '~/components/admin/route-error';
import { date, PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { quoteRequests } from '~/db/schema';
import { isQuoteStatus, quoteStatusLabels } from '~/modules/admin/labels';
import { requireAdmin } from '~/modules/auth/guard.server';
import { isUuid } from '~/modules/http/is-uuid';
import { redirectWithToast } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/quote-detail';

async function findQuote(id: string) {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
  return quote;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quote = await findQuote(params.quoteId);
  if (!quote) throw data('Offerteaanvraag niet gevonden', { status: 404 });
  return { quote };
}

/** Status and internal notes are saved together. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const here = `/admin/dashboard/quotes/${params.quoteId}`;
  const quote = await findQuote(params.quoteId);
  if (!quote)
    return redirectWithToast('/admin/dashboard/quotes', {
      type: 'error',
      title: 'Offerteaanvraag niet gevonden',
    });
  const form = await request.formData();
  const status = form.get('status');
  const notes = String(form.get('notes') ?? '').slice(0, 5000);
  if (!isQuoteStatus(status))
    return redirectWithToast(here, { type: 'error', title: 'Kon wijzigingen niet opslaan' });
  const db = await getDb();
  await db
    .update(quoteRequests)
    .set({ status, notes: notes || null })
    .where(eq(quoteRequests.id, quote.id));
  return redirectWithToast(here, {
    type: 'success',
    title: 'Opgeslagen',
    description: 'Wijzigingen zijn opgeslagen',
  });
}

export default function QuoteDetail({ loaderData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <>
      <PageTitle>Offerteaanvraag van {quote.companyName}</PageTitle>
      <dl className="grid max-w-2xl grid-cols-[10rem_1fr] gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <dt className="font-semibold">Datum</dt>
        <dd>{date(quote.createdAt)}</dd>
        <dt className="font-semibold">Contactpersoon</dt>
        <dd>{quote.contactPerson}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{quote.email}</dd>
        <dt className="font-semibold">Telefoon</dt>
        <dd>{quote.phone}</dd>
        <dt className="font-semibold">Aantal</dt>
        <dd>{quote.quantity}</dd>
        <dt className="font-semibold">Taal</dt>
        <dd>{quote.language}</dd>
        <dt className="font-semibold">Bericht</dt>
        <dd className="whitespace-pre-wrap" data-testid="quote-message">
          {quote.message ?? '-'}
        </dd>
      </dl>
      <Form method="post" className="mt-6 max-w-2xl space-y-4">
        <div>
          <label htmlFor="status" className="block text-sm font-semibold">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={quote.status}
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
          >
            {Object.entries(quoteStatusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="notes" className="block text-sm font-semibold">
            Interne notities
          </label>
          <textarea
            id="notes"
            name="notes"
            rows={5}
            defaultValue={quote.notes ?? ''}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Opslaan
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/quotes" backLabel={admin.notFound.backToQuotes} />;
}
