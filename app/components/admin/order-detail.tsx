import { Form } from 'react-router';
import type { orders } from '~/db/schema';
import { adminTextIn } from '~/modules/admin/admin-text';
import { type Column, Table } from './table';
import { date, money, StatusBadge } from './ui';

const t = adminTextIn('orderDetail');

type Order = typeof orders.$inferSelect;
type Line = Order['orderItems'][number];

function Address(props: { lines: (string | null | undefined)[] }) {
  return (
    <address className="not-italic">
      {props.lines.filter(Boolean).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </address>
  );
}

const card = 'rounded-lg border border-slate-200 bg-white p-4';

/** Who ordered, where it goes (and where the invoice goes, if elsewhere), and the payment. */
export function OrderOverview({ order }: { order: Order }) {
  const billing = order.billingAddress
    ? [
        `${order.billingFirstName ?? ''} ${order.billingLastName ?? ''}`,
        order.billingAddress,
        `${order.billingPostalCode ?? ''} ${order.billingCity ?? ''}`,
        order.billingCountry,
      ]
    : null;
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <section className={card}>
        <h2 className="font-semibold">{t('customer')}</h2>
        <p>{`${order.customerFirstName} ${order.customerLastName}`}</p>
        <p>{order.customerEmail}</p>
        {order.phone ? <p>{order.phone}</p> : null}
        <p className="mt-2 text-sm text-slate-600">{t('orderedOn', { date: date(order.createdAt) })}</p>
      </section>
      <section className={card}>
        <h2 className="font-semibold">{t('shippingAddress')}</h2>
        <Address lines={[order.address, `${order.postalCode} ${order.city}`, order.country]} />
        {billing ? (
          <>
            <h2 className="mt-3 font-semibold">{t('billingAddress')}</h2>
            <Address lines={billing} />
          </>
        ) : null}
      </section>
      <section className={card}>
        <h2 className="font-semibold">{t('payment')}</h2>
        <p className="mt-1">
          <StatusBadge status={order.paymentStatus} />
        </p>
        <p className="mt-2 text-sm">{t('mollie', { id: order.molliePaymentId ?? '-' })}</p>
        {order.invoiceNumber ? (
          <p className="text-sm">{t('invoice', { number: order.invoiceNumber })}</p>
        ) : null}
      </section>
    </div>
  );
}

const lineColumns: Column<Line>[] = [
  { id: 'product', header: t('columns.product'), cell: (line) => line.name },
  { id: 'quantity', header: t('columns.quantity'), numeric: true, cell: (line) => line.quantity },
  { id: 'price', header: t('columns.price'), numeric: true, cell: (line) => money(line.unitPriceCents) },
  {
    id: 'total',
    header: t('columns.total'),
    numeric: true,
    cell: (line) => money(line.unitPriceCents * line.quantity),
  },
];

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between font-bold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order lines and the amounts under them, as the invoice states them. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <Table
        columns={lineColumns}
        rows={order.orderItems}
        rowKey={(line) => line.productId}
        className="mt-6"
      />
      <dl className="mt-4 ml-auto max-w-sm space-y-1 text-sm" data-testid="order-amounts">
        <Amount label={t('subtotal')} value={money(order.subtotalCents)} />
        {order.discountCents > 0 ? (
          <Amount
            label={t('discount', { percent: order.discountPercentage })}
            value={`-${money(order.discountCents)}`}
          />
        ) : null}
        {order.shippingCents > 0 ? <Amount label={t('shipping')} value={money(order.shippingCents)} /> : null}
        <Amount label={t('vat', { rate: order.vatRate })} value={money(order.vatCents)} />
        <Amount label={t('total')} value={money(order.totalCents)} strong />
      </dl>
    </>
  );
}

const button = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white';

/** Resend the confirmation or the invoice; only a paid order has them (the confirmation says it was paid). */
export function ResendActions({ order }: { order: Order }) {
  if (order.paymentStatus !== 'paid') return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3" data-testid="resend-actions">
      <Form method="post">
        <button type="submit" name="intent" value="confirmation" className={button}>
          {t('resendConfirmation')}
        </button>
      </Form>
      {order.invoiceNumber ? (
        <>
          <Form method="post">
            <button type="submit" name="intent" value="invoice" className={button}>
              {t('resendInvoice')}
            </button>
          </Form>
          <a
            className="rounded-md border border-slate-400 px-4 py-2 font-semibold"
            href={`/admin/dashboard/orders/${order.id}/invoice.pdf`}
            download
          >
            {t('downloadInvoice')}
          </a>
        </>
      ) : null}
    </div>
  );
}
