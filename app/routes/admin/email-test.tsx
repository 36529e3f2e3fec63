import { desc, eq } from 'drizzle-orm';
import { Form } from 'react-router';
import { date, money, PageTitle } from '~/components/admin/ui';
import { getDb } from '~/db/client.server';
import { emailOutbox } from '~/db/schema';
import { latestPaidOrder } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { resendOrderEmail, resendToast } from '~/modules/orders/resend-email.server';
import { orderNumber } from '~/modules/orders/status';
import { redirectWithToast } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/email-test';

const HERE = '/admin/dashboard/email-test';
const text = admin.resend;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDb();
  const outbox = await db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
  return { order: (await latestPaidOrder()) ?? null, outbox };
}

/** Test sends go to the customer with a copy to the shop (spec section 7); retry re-queues a message. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const db = await getDb();
  if (intent === 'retry') {
    const id = String(form.get('id') ?? '');
    if (/^[0-9a-f-]{36}$/i.test(id)) {
      await db
        .update(emailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
        .where(eq(emailOutbox.id, id));
    }
    return redirectWithToast(HERE, { type: 'success', title: 'Opnieuw in de wachtrij gezet' });
  }
  const order = await latestPaidOrder();
  if (!order) {
    return redirectWithToast(HERE, { type: 'error', title: text.noOrders, description: text.noOrdersText });
  }
  const kind = intent === 'invoice' ? 'invoice' : 'confirmation';
  return redirectWithToast(HERE, resendToast(kind, await resendOrderEmail(order.id, kind)));
}

export default function EmailTest({ loaderData }: Route.ComponentProps) {
  const { order, outbox } = loaderData;
  return (
    <>
      <PageTitle>E-mail Test</PageTitle>
      {order ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Laatste betaalde bestelling</h2>
          <p>
            {orderNumber(order.id)} · {order.customerFirstName} {order.customerLastName} ·{' '}
            {order.customerEmail} · {money(order.totalCents)}
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="confirmation"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              Verstuur orderbevestiging
            </button>
            <button
              type="submit"
              name="intent"
              value="invoice"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              Verstuur factuur
            </button>
          </Form>
        </section>
      ) : (
        <p>Er zijn nog geen betaalde orders in het systeem</p>
      )}
      <h2 className="mt-8 mb-3 text-xl font-bold">Outbox</h2>
      <table className="min-w-full rounded-lg border border-slate-200 bg-white text-sm" data-testid="outbox">
        <thead className="bg-slate-100 text-left">
          <tr>
            <th className="p-3">Datum</th>
            <th className="p-3">Soort</th>
            <th className="p-3">Aan</th>
            <th className="p-3">Onderwerp</th>
            <th className="p-3">Status</th>
            <th className="p-3 text-right">Pogingen</th>
            <th className="p-3">Laatste fout</th>
            <th className="p-3">
              <span className="sr-only">Actie</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {outbox.map((message) => (
            <tr key={message.id} className="border-t border-slate-100">
              <td className="p-3">{date(message.createdAt)}</td>
              <td className="p-3">{message.kind}</td>
              <td className="p-3">{message.to}</td>
              <td className="p-3">
                {/* Without SendGrid messages stay here: the owner can read what the customer gets. */}
                <details>
                  <summary className="cursor-pointer">{message.subject}</summary>
                  <pre
                    className="mt-2 max-w-xl whitespace-pre-wrap font-sans text-xs"
                    data-testid="outbox-text"
                  >
                    {message.text}
                  </pre>
                </details>
              </td>
              <td className="p-3">{message.status}</td>
              <td className="p-3 text-right">{message.attempts}</td>
              <td className="p-3 text-xs">{message.lastError ?? ''}</td>
              <td className="p-3">
                {message.status === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={message.id} />
                    <button type="submit" name="intent" value="retry" className="text-brand-700 underline">
                      Opnieuw proberen
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
