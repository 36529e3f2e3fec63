import { renderToStaticMarkup } from 'react-dom/server';
import type { OrderItem, orders } from '~/db/schema';
import { formatDate } from '~/i18n/format';
import { adminText } from '~/modules/admin/admin-text';
import type { OrderRecipient } from '~/modules/orders/order-shapes';
import { orderNumber } from '~/modules/orders/status';

/** What goes into a parcel: who it is for, where it goes and how many of what; never prices. */
export type PackingSlip = Pick<typeof orders.$inferSelect, 'id' | 'createdAt'> &
  OrderRecipient & { orderItems: Omit<OrderItem, 'unitPriceCents'>[] };

// Self-contained like the invoice: the renderer loads nothing from the network. One order per page.
const css = `
@page { size: A4; margin: 16mm; }
body { margin: 0; font: 11pt/1.45 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif; color: #0f172a; }
section { break-after: page; }
section:last-child { break-after: auto; }
h1 { font-size: 18pt; margin: 0 0 1mm; }
.meta { color: #475569; margin: 0 0 6mm; }
h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: .05em; color: #64748b; margin: 0 0 1mm; }
address { font-style: normal; font-size: 13pt; margin-bottom: 8mm; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 9pt; color: #64748b; border-bottom: 1px solid #94a3b8; padding: 2mm 1mm; }
td { padding: 3mm 1mm; border-bottom: 1px solid #e2e8f0; }
.num { text-align: right; width: 25mm; font-weight: bold; }
.total { margin-top: 4mm; text-align: right; }
`;

const countryName = (code: string) => new Intl.DisplayNames(['nl-NL'], { type: 'region' }).of(code) ?? code;

function Slip({ slip }: { slip: PackingSlip }) {
  const number = orderNumber(slip.id);
  const items = slip.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section data-order={number}>
      <h1>
        {adminText('packingList.title')} · {adminText('packingList.order', { number })}
      </h1>
      <p className="meta">{adminText('packingList.orderedOn', { date: formatDate(slip.createdAt, 'nl') })}</p>
      <h2>{adminText('packingList.shipTo')}</h2>
      <address>
        <div>{`${slip.customerFirstName} ${slip.customerLastName}`}</div>
        <div>{slip.address}</div>
        <div>{`${slip.postalCode} ${slip.city}`}</div>
        <div>{countryName(slip.country)}</div>
      </address>
      <table>
        <thead>
          <tr>
            <th>{adminText('packingList.product')}</th>
            <th className="num">{adminText('packingList.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.orderItems.map((item) => (
            <tr key={item.productId}>
              <td>{item.name}</td>
              <td className="num">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">{adminText('packingList.totalItems', { count: items })}</p>
    </section>
  );
}

/** A standalone HTML document with one page per order, for htmlToPdf. */
export function renderPackingListHtml(slips: PackingSlip[]): string {
  const body = renderToStaticMarkup(slips.map((slip) => <Slip key={slip.id} slip={slip} />));
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${adminText('packingList.title')}</title><style>${css}</style></head><body>${body}</body></html>`;
}
