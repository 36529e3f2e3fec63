import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form } from 'react-router';
import { FulfilmentSection, Timeline } from '~/components/admin/order-fulfilment';
import { OrderRefunds } from '~/components/admin/order-refunds';
import { AdminRouteError } from '~/components/admin/route-error';
import { date, money, PageTitle, StatusBadge } from '~/components/admin/ui';
import { orderTimeline } from '~/modules/admin/order-timeline.server';
import { orderById } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { markShipped } from '~/modules/fulfilment/fulfilment.server';
import { shipSchema } from '~/modules/fulfilment/ship-form';
import { carrierChoices, trackingUrl } from '~/modules/fulfilment/tracking';
import { resendOrderEmail, resendToast } from '~/modules/orders/resend-email.server';
import { orderNumber } from '~/modules/orders/status';
import { orderRefunds } from '~/modules/refunds/refunds.server';
import { shopSettings } from '~/modules/settings/settings.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/order-detail';

const ship = admin.fulfilment;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const order = await orderById(params.orderId);
  if (!order) throw data('Bestelling niet gevonden', { status: 404 });
  const settings = await shopSettings();
  return {
    order,
    timeline: await orderTimeline(order),
    refunds: await orderRefunds(order.id),
    carriers: carrierChoices(settings.operations.carrier),
    trackingUrl: trackingUrl(order),
  };
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
  const here = `/admin/dashboard/orders/${params.orderId}`;
  if (outcome.ok) {
    return redirectWithToast(here, { type: 'success', title: ship.doneTitle, description: ship.doneText });
  }
  if (outcome.reason === 'not-found') throw data('Bestelling niet gevonden', { status: 404 });
  const title = outcome.reason === 'already-shipped' ? ship.alreadyShipped : ship.notPaid;
  return redirectWithToast(here, { type: 'error', title });
}

function Address(props: { lines: (string | null | undefined)[] }) {
  return (
    <address className="not-italic">
      {props.lines.filter(Boolean).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const billing = order.billingAddress
    ? [
        `${order.billingFirstName ?? ''} ${order.billingLastName ?? ''}`,
        order.billingAddress,
        `${order.billingPostalCode ?? ''} ${order.billingCity ?? ''}`,
        order.billingCountry,
      ]
    : null;
  return (
    <>
      <PageTitle>Bestelling {orderNumber(order.id)}</PageTitle>
      <div className="grid gap-6 md:grid-cols-3">
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Klant</h2>
          <p>
            {order.customerFirstName} {order.customerLastName}
          </p>
          <p>{order.customerEmail}</p>
          {order.phone ? <p>{order.phone}</p> : null}
          <p className="mt-2 text-sm text-slate-600">Besteld op {date(order.createdAt)}</p>
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Verzendadres</h2>
          <Address lines={[order.address, `${order.postalCode} ${order.city}`, order.country]} />
          {billing ? (
            <>
              <h2 className="mt-3 font-semibold">Factuuradres</h2>
              <Address lines={billing} />
            </>
          ) : null}
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Betaling</h2>
          <p className="mt-1">
            <StatusBadge status={order.paymentStatus} />
          </p>
          <p className="mt-2 text-sm">Mollie: {order.molliePaymentId ?? '-'}</p>
          {order.invoiceNumber ? <p className="text-sm">Factuur {order.invoiceNumber}</p> : null}
        </section>
      </div>
      <table className="mt-6 min-w-full rounded-lg border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-100 text-left">
          <tr>
            <th className="p-3">Product</th>
            <th className="p-3 text-right">Aantal</th>
            <th className="p-3 text-right">Prijs</th>
            <th className="p-3 text-right">Totaal</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={item.productId} className="border-t border-slate-100">
              <td className="p-3">{item.name}</td>
              <td className="p-3 text-right">{item.quantity}</td>
              <td className="p-3 text-right">{money(item.unitPriceCents)}</td>
              <td className="p-3 text-right">{money(item.unitPriceCents * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto max-w-sm space-y-1 text-sm" data-testid="order-amounts">
        <div className="flex justify-between">
          <dt>Subtotaal</dt>
          <dd>{money(order.subtotalCents)}</dd>
        </div>
        {order.discountCents > 0 ? (
          <div className="flex justify-between">
            <dt>Korting ({order.discountPercentage}%)</dt>
            <dd>-{money(order.discountCents)}</dd>
          </div>
        ) : null}
        {order.shippingCents > 0 ? (
          <div className="flex justify-between">
            <dt>Verzendkosten</dt>
            <dd>{money(order.shippingCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt>BTW ({order.vatRate}%)</dt>
          <dd>{money(order.vatCents)}</dd>
        </div>
        <div className="flex justify-between font-bold">
          <dt>Totaal</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
      </dl>
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
      {/* A confirmation says the payment was received: only a paid order has one to resend. */}
      {order.paymentStatus === 'paid' ? (
        <div className="mt-6 flex flex-wrap gap-3" data-testid="resend-actions">
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="confirmation"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              Orderbevestiging opnieuw versturen
            </button>
          </Form>
          {order.invoiceNumber ? (
            <>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="invoice"
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
                >
                  Factuur opnieuw versturen
                </button>
              </Form>
              <a
                className="rounded-md border border-slate-400 px-4 py-2 font-semibold"
                href={`/admin/dashboard/orders/${order.id}/invoice.pdf`}
                download
              >
                Factuur downloaden (PDF)
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError back="/admin/dashboard/orders" backLabel={admin.notFound.backToOrders} />;
}
