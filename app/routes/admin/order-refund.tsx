import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link } from 'react-router';
import { RefundForm } from '~/components/admin/refund-form';
import { AdminRouteError } from '~/components/admin/route-error';
import { money, PageTitle } from '~/components/admin/ui';
import { adminText, adminTextIn } from '~/modules/admin/admin-text';
import { requireAdmin } from '~/modules/auth/guard.server';
import {
  refundDoneToast,
  refundFailureMessage,
  refundRequestOf,
  refundSchema,
} from '~/modules/refunds/refund-form';
import { refundPageView } from '~/modules/refunds/refund-page.server';
import { refundOrder } from '~/modules/refunds/refunds.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/order-refund';

const t = adminTextIn('refunds');

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const withdrawalId = new URL(request.url).searchParams.get('herroeping');
  const view = await refundPageView(params.orderId, withdrawalId);
  if (!view) throw data(adminText('notFound.order'), { status: 404 });
  return { view };
}

export async function action({ request, params }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: refundSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const outcome = await refundOrder({
    orderId: params.orderId,
    request: refundRequestOf(form),
    restock: form.restock === true,
    token: form.token,
    actor: account.email,
    withdrawalId: form.withdrawalId,
  });
  if (outcome.ok)
    return redirectWithToast(`/admin/dashboard/orders/${params.orderId}`, refundDoneToast(outcome.refund));
  if (outcome.reason === 'not-found') throw data(adminText('notFound.order'), { status: 404 });
  const failure = refundFailureMessage(outcome);
  return data({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status });
}

export default function OrderRefund({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <PageTitle>{t('pageTitle', { number: view.number })}</PageTitle>
      <section className="max-w-2xl rounded-lg border border-slate-200 bg-white p-4">
        <p data-testid="refund-summary">
          {t('paid', {
            paid: money(view.totalCents),
            refunded: money(view.refundedCents),
            left: money(view.leftCents),
          })}
        </p>
        {view.paid ? (
          <RefundForm view={view} lastResult={actionData?.result} />
        ) : (
          <p className="mt-2 font-semibold text-red-800">{adminText('refunds.errorNotPaid')}</p>
        )}
      </section>
      <Link
        to={`/admin/dashboard/orders/${view.orderId}`}
        className="mt-4 inline-block text-brand-700 underline"
      >
        {t('back')}
      </Link>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/orders" backLabel={adminText('notFound.backToOrders')} />;
}
