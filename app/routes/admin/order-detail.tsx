import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { FulfilmentSection } from '~/components/admin/fulfilment-section';
import { OrderLines, OrderOverview, ResendActions } from '~/components/admin/order-detail';
import { OrderRefunds } from '~/components/admin/order-refunds';
import { Timeline } from '~/components/admin/order-timeline';
import { AdminRouteError } from '~/components/admin/route-error';
import { PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { orderPage, shipToast } from '~/modules/admin/order-page.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { markShipped } from '~/modules/fulfilment/fulfilment.server';
import { shipSchema } from '~/modules/fulfilment/ship-form';
import { resendOrderEmail, resendToast } from '~/modules/orders/resend-email.server';
import { orderNumber } from '~/modules/orders/status';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/order-detail';

const notFound = () => data(adminText('notFound.order'), { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await orderPage(params.orderId);
  if (!page) throw notFound();
  return page;
}

/** Resends go through the outbox as new messages, copied to the shop; only for paid orders. */
async function resend(orderId: string, intent: FormDataEntryValue | null) {
  const kind = intent === 'invoice' ? 'invoice' : 'confirmation';
  const outcome = await resendOrderEmail(orderId, kind);
  const back =
    outcome.ok || outcome.reason !== 'not-found'
      ? `/admin/dashboard/orders/${orderId}`
      : '/admin/dashboard/orders';
  return redirectWithToast(back, resendToast(kind, outcome));
}

export async function action({ request, params }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'ship') return resend(params.orderId, intent);
  const submission = parseWithZod(form, { schema: shipSchema });
  if (submission.status !== 'success') return data({ ship: submission.reply() }, { status: 400 });
  const outcome = await markShipped(params.orderId, submission.value, account.email);
  if (!outcome.ok && outcome.reason === 'not-found') throw notFound();
  return redirectWithToast(`/admin/dashboard/orders/${params.orderId}`, shipToast(outcome));
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <PageTitle>{adminText('orderDetail.title', { number: orderNumber(order.id) })}</PageTitle>
      <OrderOverview order={order} />
      <OrderLines order={order} />
      <FulfilmentSection
        order={order}
        carriers={loaderData.carriers}
        trackingUrl={loaderData.trackingUrl}
        lastResult={actionData && 'ship' in actionData ? actionData.ship : undefined}
      />
      <OrderRefunds
        orderId={order.id}
        refunds={loaderData.refunds}
        canRefund={order.paymentStatus === 'paid' && order.invoiceNumber !== null}
      />
      <Timeline entries={loaderData.timeline} />
      <ResendActions order={order} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/orders" backLabel={adminText('notFound.backToOrders')} />;
}
