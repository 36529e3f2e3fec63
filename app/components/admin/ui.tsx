import { formatDate, formatMoney } from '~/i18n/format';
import { adminText } from '~/modules/admin/admin-text';
import { orderStatusLabels } from '~/modules/admin/labels';
import type { OrderStatus } from '~/modules/orders/status';
import { orderNumber } from '~/modules/orders/status';
import { type Column, Table } from './table';

export const money = (cents: number) => formatMoney(cents, 'nl');
export const date = (value: Date | string) => formatDate(value, 'nl', true);

export function PageTitle({ children }: { children: React.ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold">{children}</h1>;
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const colour =
    status === 'paid'
      ? 'bg-green-100 text-green-900'
      : status === 'pending'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-red-100 text-red-900';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colour}`}>
      {orderStatusLabels[status]}
    </span>
  );
}

export type OrderRow = {
  id: string;
  createdAt: Date;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  totalCents: number;
  paymentStatus: OrderStatus;
  fulfilmentStatus: 'unfulfilled' | 'shipped';
};

/** 'Te verzenden' only once paid: an unpaid order is nobody's parcel yet. */
function fulfilmentText(order: OrderRow) {
  if (order.fulfilmentStatus === 'shipped') return adminText('fulfilment.shipped');
  return order.paymentStatus === 'paid'
    ? adminText('fulfilment.toShip')
    : adminText('fulfilment.notApplicable');
}

const orderColumns: Column<OrderRow>[] = [
  {
    id: 'number',
    header: adminText('orders.columns.number'),
    cell: (order) => orderNumber(order.id),
    cellProps: () => ({ className: 'font-mono' }),
  },
  { id: 'date', header: adminText('orders.columns.date'), cell: (order) => date(order.createdAt) },
  {
    id: 'customer',
    header: adminText('orders.columns.customer'),
    cell: (order) => `${order.customerFirstName} ${order.customerLastName}`,
  },
  { id: 'email', header: adminText('orders.columns.email'), cell: (order) => order.customerEmail },
  {
    id: 'total',
    header: adminText('orders.columns.total'),
    numeric: true,
    cell: (order) => money(order.totalCents),
  },
  {
    id: 'status',
    header: adminText('orders.columns.status'),
    cell: (order) => <StatusBadge status={order.paymentStatus} />,
  },
  {
    id: 'fulfilment',
    header: adminText('fulfilment.column'),
    cell: fulfilmentText,
    cellProps: () => ({ 'data-testid': 'fulfilment' }),
  },
];

const detailsColumn: Column<OrderRow> = {
  id: 'details',
  header: adminText('orders.details'),
  hiddenHeader: true,
  cell: (order) => (
    <a className="text-brand-700 underline" href={`/admin/dashboard/orders/${order.id}`}>
      {adminText('orders.details')}
    </a>
  ),
};

/** The order list of the dashboard and the orders page; a page adds columns before or after. */
export function OrdersTable({
  rows,
  before = [],
  after = [],
}: {
  rows: OrderRow[];
  before?: Column<OrderRow>[];
  after?: Column<OrderRow>[];
}) {
  return (
    <Table
      columns={[...before, ...orderColumns, ...after, detailsColumn]}
      rows={rows}
      rowKey={(order) => order.id}
      empty={adminText('orders.empty')}
      emptyClassName="text-slate-600"
      scroll
    />
  );
}
