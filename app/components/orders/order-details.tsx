import { useShop } from '~/components/use-shop';
import { formatDate, formatMoney, regionName } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import type { OrderPageView } from '~/modules/orders/order-page.server';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderShipment } from './order-shipment';

/**
 * The customer's order page: status, lines, address, invoice and credit invoices, shipment and the
 * way to withdraw. `pageHref` is the page's own address: its documents are downloads below it.
 */
export function OrderDetails({ order, pageHref }: { order: OrderPageView; pageHref: string }) {
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
        <OrderLines order={order} />
        <OrderTotals order={order} />
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
          <a href={`${pageHref}/invoice.pdf`} className="mt-2 inline-block text-brand-700 underline" download>
            {t('orders.page.invoiceDownload', { invoice: order.invoiceNumber })}
          </a>
          {order.credits.length > 0 ? (
            <ul className="mt-2 space-y-1" aria-label={t('orders.page.creditsTitle')}>
              {order.credits.map((credit) => (
                <li key={credit.id}>
                  <a href={`${pageHref}/credit/${credit.id}`} className="text-brand-700 underline" download>
                    {t('orders.page.creditDownload', {
                      credit: credit.number,
                      amount: formatMoney(credit.amountCents, lang),
                      date: formatDate(credit.issuedAt, lang),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}

      {order.withdrawalOpen ? (
        <section aria-labelledby="order-withdrawal" className="mt-8 rounded-xl bg-slate-50 p-6">
          <h2 id="order-withdrawal" className="text-xl font-bold">
            {t('orders.page.withdrawalTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('orders.page.withdrawalText', { days: order.returnDays })}</p>
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
