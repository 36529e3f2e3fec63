import type { ReactNode } from 'react';
import { useShop } from '~/components/use-shop';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderPageView } from '~/modules/orders/order-page.server';

type Line = OrderPageView['lines'][number];

/** The lines' columns: the product left, the figures right. */
const columns: [
  'product' | 'quantity' | 'price' | 'lineTotal',
  string,
  (line: Line, lang: Lang) => ReactNode,
][] = [
  ['product', 'text-left', (line) => line.name],
  ['quantity', 'text-right', (line) => line.quantity],
  ['price', 'text-right', (line, lang) => formatMoney(line.unitPriceCents, lang)],
  ['lineTotal', 'text-right', (line, lang) => formatMoney(line.totalCents, lang)],
];

/** The order's lines as they were bought (the prices stored with the order, not today's). */
export function OrderLines({ order }: { order: OrderPageView }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const cell = 'py-2 pr-3 last:pr-0';
  return (
    <table className="min-w-full text-left">
      <thead className="text-sm text-slate-600">
        <tr>
          {columns.map(([key, align]) => (
            <th key={key} className={`${cell} font-semibold ${align}`}>
              {t(`orders.page.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.name} className="border-t border-slate-100">
            {columns.map(([key, align, value]) => (
              <td key={key} className={`${cell} ${align}`}>
                {value(line, lang)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, discount (when there was one), shipping, the VAT contained and the total. */
export function OrderTotals({ order }: { order: OrderPageView }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const money = (cents: number) => formatMoney(cents, lang);
  const rows: [string, string, string][] = [
    ['subtotal', t('orders.page.subtotal'), money(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [
          [
            'discount',
            t('orders.page.discount', { percent: order.discountPercentage }),
            `- ${money(order.discountCents)}`,
          ] as [string, string, string],
        ]
      : []),
    [
      'shipping',
      t('orders.page.shipping'),
      order.shippingCents > 0 ? money(order.shippingCents) : t('orders.page.free'),
    ],
    ['vat', t('orders.page.vat', { rate: order.vatRate }), money(order.vatCents)],
  ];
  return (
    <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between text-slate-700">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between text-lg font-bold">
        <dt>{t('orders.page.total')}</dt>
        <dd data-testid="order-page-total">{money(order.totalCents)}</dd>
      </div>
    </dl>
  );
}
