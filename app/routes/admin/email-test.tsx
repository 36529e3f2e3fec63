import { Form } from 'react-router';
import { OutboxTable } from '~/components/admin/outbox-table';
import { money, PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { latestPaidOrder } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { recentOutbox, requeueOutboxMessage } from '~/modules/email/outbox.server';
import { isUuid } from '~/modules/http/is-uuid';
import { resendOrderEmail, resendToast } from '~/modules/orders/resend-email.server';
import { orderNumber } from '~/modules/orders/status';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/email-test';

const HERE = '/admin/dashboard/email-test';
const text = adminTexts.emailTest;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { order: (await latestPaidOrder()) ?? null, outbox: await recentOutbox(await getDb()) };
}

/** Test sends go to the customer with a copy to the shop (spec section 7); retry re-queues a message. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'retry') {
    const id = form.get('id');
    if (isUuid(id)) await requeueOutboxMessage(await getDb(), id);
    return redirectWithToast(HERE, { type: 'success', title: text.requeued });
  }
  const order = await latestPaidOrder();
  if (!order) {
    return redirectWithToast(HERE, {
      type: 'error',
      title: adminText('resend.noOrders'),
      description: adminText('resend.noOrdersText'),
    });
  }
  const kind = intent === 'invoice' ? 'invoice' : 'confirmation';
  return redirectWithToast(HERE, resendToast(kind, await resendOrderEmail(order.id, kind)));
}

export default function EmailTest({ loaderData }: Route.ComponentProps) {
  const { order, outbox } = loaderData;
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      {order ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">{text.latestPaidOrder}</h2>
          <p>
            {orderNumber(order.id)} · {order.customerFirstName} {order.customerLastName} ·{' '}
            {order.customerEmail} · {money(order.totalCents)}
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            {(['confirmation', 'invoice'] as const).map((kind) => (
              <button
                key={kind}
                type="submit"
                name="intent"
                value={kind}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
              >
                {kind === 'invoice' ? text.sendInvoice : text.sendConfirmation}
              </button>
            ))}
          </Form>
        </section>
      ) : (
        <p>{adminText('resend.noOrdersText')}</p>
      )}
      <h2 className="mt-8 mb-3 text-xl font-bold">{text.outbox}</h2>
      <OutboxTable messages={outbox} />
    </>
  );
}
