import { adminTexts } from '~/modules/admin/admin-text';
import { isOrderStatus, orderStatusLabels } from '~/modules/admin/labels';
import { exportOrders, parseOrderFilter } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { orderNumber } from '~/modules/orders/status';
import type { Route } from './+types/orders-export';

/** A cell a spreadsheet will not run as a formula (CSV injection), quoted as RFC 4180 wants. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await exportOrders(parseOrderFilter(new URL(request.url), isOrderStatus));
  const csv = adminTexts.orders.csv;
  const header = [csv.number, csv.date, csv.firstName, csv.lastName, csv.email, csv.total, csv.status];
  const lines = rows.map((o) =>
    [
      orderNumber(o.id),
      o.createdAt.toISOString(),
      o.customerFirstName,
      o.customerLastName,
      o.customerEmail,
      (o.totalCents / 100).toFixed(2).replace('.', ','),
      orderStatusLabels[o.paymentStatus],
    ]
      .map(csvCell)
      .join(';'),
  );
  // A BOM and semicolons: what Dutch Excel opens correctly.
  return new Response(`\uFEFF${[header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csv.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
