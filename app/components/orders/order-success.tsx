import { useShop } from '~/components/use-shop';
import { regionName } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import type { OrderSuccessView } from '~/modules/orders/order-success.server';
import { paymentFailed } from '~/modules/orders/status';
import { deliveryTimeSentence } from '~/modules/shipping/delivery';
import { usePurchaseEvent } from './use-purchase-event';

/** Home as the main way on, contact as the quiet one. */
const pageActions = [
  ['home', 'orderSuccess.backHome', 'bg-brand-700 text-white hover:bg-brand-800'],
  ['contact', 'orderSuccess.contact', 'text-brand-800 underline'],
] as const;

function PageActions() {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      {pageActions.map(([page, label, look]) => (
        <a key={page} href={href(page, lang)} className={`rounded-full px-6 py-3 font-semibold ${look}`}>
          {t(label)}
        </a>
      ))}
    </div>
  );
}

function PaymentFailed({ order }: { order: OrderSuccessView }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const { status } = order;
  if (!paymentFailed(status)) return null;
  return (
    <>
      <h1 className="text-3xl font-bold text-red-800">{t('orderSuccess.failedTitle')}</h1>
      <p className="mt-4 text-slate-700">
        {t('orderSuccess.failedText', { status: t(`orderSuccess.status_${status}`) })}
      </p>
      <p className="mt-2 font-mono text-lg">{order.orderNumber}</p>
      <a
        href={href('checkout', lang)}
        className="mt-6 inline-block rounded-full bg-accent-600 px-6 py-3 font-bold text-white"
      >
        {t('orderSuccess.tryAgain')}
      </a>
    </>
  );
}

function OrderPlaced({ order }: { order: OrderSuccessView }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <>
      <h1 className="text-3xl font-bold">
        {order.status === 'paid' ? t('orderSuccess.thanks') : t('orderSuccess.pendingTitle')}
      </h1>
      <p className="mt-4 text-lg">
        {t('orderSuccess.number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
      </p>
      {order.status === 'pending' ? (
        <p className="mt-4 text-slate-700">{t('orderSuccess.pendingText')}</p>
      ) : null}
      {order.status === 'paid' ? (
        <p className="mt-4 text-slate-700">
          {order.customerEmail
            ? t('orderSuccess.confirmation', { email: order.customerEmail })
            : t('orderSuccess.confirmationGeneric')}
        </p>
      ) : null}
      {order.delivery ? (
        <p className="mt-2 text-slate-700" data-testid="order-delivery">
          {deliveryTimeSentence(t, regionName(order.country, lang), order.delivery)}
        </p>
      ) : null}
    </>
  );
}

/** The page the payment provider sends the shopper back to: paid, still open, failed, or unknown. */
export function OrderSuccess({ order }: { order: OrderSuccessView | null }) {
  const { t } = useTranslation();
  usePurchaseEvent(order);
  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('pages.orderSuccess.title')}</h1>
        <p className="mt-4 text-slate-700">{t('orderSuccess.notFound')}</p>
        <PageActions />
      </div>
    );
  }
  return (
    <div
      className="mx-auto max-w-xl px-4 py-16 text-center"
      data-testid="order-success"
      data-status={order.status}
    >
      {paymentFailed(order.status) ? <PaymentFailed order={order} /> : <OrderPlaced order={order} />}
      <PageActions />
    </div>
  );
}
