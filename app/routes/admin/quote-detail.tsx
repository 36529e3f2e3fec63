import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { QuoteFacts, QuoteFollowUpForm } from '~/components/admin/quote-detail';
import { AdminRouteError } from '~/components/admin/route-error';
import { PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { quoteFollowUpSchema } from '~/modules/admin/quote-form';
import { findQuote, saveQuoteFollowUp } from '~/modules/admin/quotes.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/quote-detail';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quote = await findQuote(params.quoteId);
  if (!quote) throw data(adminText('notFound.quote'), { status: 404 });
  return { quote };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: quoteFollowUpSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  if (!(await saveQuoteFollowUp(params.quoteId, submission.value))) {
    return redirectWithToast('/admin/dashboard/quotes', {
      type: 'error',
      title: adminText('notFound.quote'),
    });
  }
  return redirectWithToast(`/admin/dashboard/quotes/${params.quoteId}`, {
    type: 'success',
    title: adminText('quotes.detail.savedTitle'),
    description: adminText('quotes.detail.savedText'),
  });
}

export default function QuoteDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <>
      <PageTitle>{adminText('quotes.detail.title', { company: quote.companyName })}</PageTitle>
      <QuoteFacts quote={quote} />
      <QuoteFollowUpForm quote={quote} lastResult={actionData?.result} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/quotes" backLabel={adminText('notFound.backToQuotes')} />;
}
