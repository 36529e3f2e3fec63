import { useShop } from '~/components/use-shop';
import { formatMoney } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderPageView } from '~/modules/orders/order-page.server';

/** The order's lines as they were bought (the prices stored with the order, not today's). */
export function OrderLines({ order }: { order: OrderPageView }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <table className="min-w-full text-left">
      <thead className="text-sm text-slate-600">
        <tr>
          <th className="py-2 pr-3 font-semibold">{t('orders.page.product')}</th>
          <th className="py-2 pr-3 text-right font-semibold">{t('orders.page.quantity')}</th>
          <th className="py-2 pr-3 text-right font-semibold">{t('orders.page.price')}</th>
          <th className="py-2 text-right font-semibold">{t('orders.page.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.name} className="border-t border-slate-100">
            <td className="py-2 pr-3">{line.name}</td>
            <td className="py-2 pr-3 text-right">{line.quantity}</td>
            <td className="py-2 pr-3 text-right">{formatMoney(line.unitPriceCents, lang)}</td>
            <td className="py-2 text-right">{formatMoney(line.totalCents, lang)}</td>
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
