import { formatDate, formatMoney } from '~/i18n/format';
import { orderStatusLabels } from '~/modules/admin/labels';
import type { OrderStatus } from '~/modules/orders/status';
import { orderNumber } from '~/modules/orders/status';
import admin from '../../../locales/nl/admin.json';

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
function FulfilmentCell({ order }: { order: OrderRow }) {
  if (order.fulfilmentStatus === 'shipped') return <>{admin.fulfilment.shipped}</>;
  return <>{order.paymentStatus === 'paid' ? admin.fulfilment.toShip : admin.fulfilment.notApplicable}</>;
}

/** A column a page adds to the order table (the order list's checkboxes and codes). */
export type ExtraColumn = { id: string; header: React.ReactNode; cell: (row: OrderRow) => React.ReactNode };

export function OrdersTable({
  rows,
  before = [],
  after = [],
}: {
  rows: OrderRow[];
  before?: ExtraColumn[];
  after?: ExtraColumn[];
}) {
  if (rows.length === 0) return <p className="text-slate-600">Geen bestellingen gevonden</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-100 text-left">
          <tr>
            {before.map((column) => (
              <th key={column.id} className="p-3">
                {column.header}
              </th>
            ))}
            <th className="p-3">Bestelnummer</th>
            <th className="p-3">Datum</th>
            <th className="p-3">Klant</th>
            <th className="p-3">E-mail</th>
            <th className="p-3 text-right">Totaal</th>
            <th className="p-3">Status</th>
            <th className="p-3">{admin.fulfilment.column}</th>
            {after.map((column) => (
              <th key={column.id} className="p-3">
                {column.header}
              </th>
            ))}
            <th className="p-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id} className="border-t border-slate-100">
              {before.map((column) => (
                <td key={column.id} className="p-3">
                  {column.cell(order)}
                </td>
              ))}
              <td className="p-3 font-mono">{orderNumber(order.id)}</td>
              <td className="p-3">{date(order.createdAt)}</td>
              <td className="p-3">
                {order.customerFirstName} {order.customerLastName}
              </td>
              <td className="p-3">{order.customerEmail}</td>
              <td className="p-3 text-right">{money(order.totalCents)}</td>
              <td className="p-3">
                <StatusBadge status={order.paymentStatus} />
              </td>
              <td className="p-3" data-testid="fulfilment">
                <FulfilmentCell order={order} />
              </td>
              {after.map((column) => (
                <td key={column.id} className="p-3">
                  {column.cell(order)}
                </td>
              ))}
              <td className="p-3">
                <a className="text-brand-700 underline" href={`/admin/dashboard/orders/${order.id}`}>
                  Details
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The password field of the sign-in pages (login, registration, invitation). */
export function PasswordField({ isNew }: { isNew: boolean }) {
  return (
    <div>
      <label htmlFor="password" className="block text-sm font-semibold">
        Wachtwoord
      </label>
      <input
        id="password"
        name="password"
        type="password"
        required
        minLength={isNew ? 6 : undefined}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
      />
    </div>
  );
}
