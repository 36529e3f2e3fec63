import { data } from 'react-router';
import { NotFoundMessage } from '~/components/not-found-message';
import { useShop } from '~/components/use-shop';
import { formatDate, formatMoney, regionName } from '~/i18n/format';
import { getLocale } from '~/i18n/i18next.server';
import { href, orderPagePath } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { loadOrderPage, type OrderPageView } from '~/modules/orders/order-page.server';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/order-page';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    | { catalog?: { brand?: string } }
    | undefined;
  const brand = root?.catalog?.brand ?? '';
  return [
    { title: loaderData?.order ? `${loaderData.order.number} | ${brand}` : `404 | ${brand}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** The token is in the address: never cached, never passed on to a carrier's page as a referrer. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const order = await loadOrderPage(params.token);
  // An unknown or malformed token is the not-found page: nothing tells it apart from a real one.
  if (!order) return data({ order: null, returnDays: 0, invoiceHref: '' }, { status: 404, headers: PRIVATE });
  const { operations } = await shopSettings();
  return data(
    {
      order,
      returnDays: operations.returnDays,
      invoiceHref: `${orderPagePath(lang, params.token)}/invoice.pdf`,
    },
    { headers: PRIVATE },
  );
}

function Totals({ order }: { order: OrderPageView }) {
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

function Lines({ order }: { order: OrderPageView }) {
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

function Shipment({ shipment }: { shipment: NonNullable<OrderPageView['shipment']> }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const date = formatDate(shipment.shippedAt, lang);
  return (
    <section aria-labelledby="order-shipment" className="mt-8" data-testid="order-page-shipment">
      <h2 id="order-shipment" className="text-xl font-bold">
        {t('orders.page.shipmentTitle')}
      </h2>
      <p className="mt-2">
        {shipment.carrier
          ? t('orders.page.shippedWith', { date, carrier: shipment.carrier })
          : t('orders.page.shippedOn', { date })}
      </p>
      {shipment.code ? (
        <p className="mt-1">{t('orders.page.trackingCode', { code: shipment.code })}</p>
      ) : null}
      {shipment.url ? (
        <a
          href={shipment.url}
          rel="noopener noreferrer"
          className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('orders.page.trackingLink')}
        </a>
      ) : null}
    </section>
  );
}

function OrderDetails({
  order,
  returnDays,
  invoiceHref,
}: {
  order: OrderPageView;
  returnDays: number;
  invoiceHref: string;
}) {
  const { t } = useTranslation();
  const { lang, merchant } = useShop();
  const withdrawalHref = `${href('withdrawal', lang)}?bestelling=${order.number.replace('#', '')}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="order-page" data-stage={order.stage}>
      <h1 className="text-3xl font-extrabold tracking-tight">
        {t('orders.page.title', { number: order.number })}
      </h1>
      <p className="mt-2 text-slate-700">
        {t('orders.page.placedOn', { date: formatDate(order.placedAt, lang) })}
      </p>
      <p
        className="mt-4 inline-block rounded-full bg-slate-100 px-4 py-1 font-semibold"
        data-testid="order-page-status"
      >
        {t('orders.page.status')}: {t(`orders.page.stage_${order.stage}`)}
      </p>

      <section aria-labelledby="order-lines" className="mt-8">
        <h2 id="order-lines" className="mb-2 text-xl font-bold">
          {t('orders.page.linesTitle')}
        </h2>
        <Lines order={order} />
        <Totals order={order} />
      </section>

      <section aria-labelledby="order-address" className="mt-8">
        <h2 id="order-address" className="text-xl font-bold">
          {t('orders.page.addressTitle')}
        </h2>
        <address className="mt-2 not-italic">
          {order.address.name}
          <br />
          {order.address.street}
          <br />
          {order.address.postalCode} {order.address.city}
          <br />
          {regionName(order.address.country, lang)}
        </address>
      </section>

      {order.invoiceNumber ? (
        <section aria-labelledby="order-invoice" className="mt-8">
          <h2 id="order-invoice" className="text-xl font-bold">
            {t('orders.page.invoiceTitle')}
          </h2>
          <a href={invoiceHref} className="mt-2 inline-block text-brand-700 underline" download>
            {t('orders.page.invoiceDownload', { invoice: order.invoiceNumber })}
          </a>
        </section>
      ) : null}

      {order.shipment ? <Shipment shipment={order.shipment} /> : null}

      {order.withdrawalOpen ? (
        <section aria-labelledby="order-withdrawal" className="mt-8 rounded-xl bg-slate-50 p-6">
          <h2 id="order-withdrawal" className="text-xl font-bold">
            {t('orders.page.withdrawalTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('orders.page.withdrawalText', { days: returnDays })}</p>
          <a
            href={withdrawalHref}
            className="mt-4 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
          >
            {t('footer.withdrawal')}
          </a>
        </section>
      ) : null}

      <p className="mt-8 text-slate-700">{t('orders.page.questions', { email: merchant.email })}</p>
    </div>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.order) return <NotFoundMessage />;
  return (
    <OrderDetails
      order={loaderData.order}
      returnDays={loaderData.returnDays}
      invoiceHref={loaderData.invoiceHref}
    />
  );
}
