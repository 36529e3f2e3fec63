import { useShop } from '~/components/use-shop';
import { formatDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderPageView } from '~/modules/orders/order-page.server';

/** When and how the order left, with the carrier's tracking page when there is one. */
export function OrderShipment({ shipment }: { shipment: NonNullable<OrderPageView['shipment']> }) {
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
