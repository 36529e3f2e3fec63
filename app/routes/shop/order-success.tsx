import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { useShop } from '~/components/use-shop';
import { regionName } from '~/i18n/format';
import { getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { euros, track } from '~/modules/analytics/pixel';
import { readCart, serializeCart } from '~/modules/cart/cart-cookie.server';
import { loadOrderSuccess } from '~/modules/orders/order-success.server';
import { seoMeta } from '~/modules/seo/meta';
import { deliveryTimeSentence } from '~/modules/shipping/delivery';
import type { Route } from './+types/order-success';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const order = await loadOrderSuccess(request, new URL(request.url).searchParams.get('orderId'));
  if (!order) return data({ lang, order: null }, { status: 404 });
  // A paid or still-open order empties the cart; after a failed payment the cart stays for another try.
  // One redirect, so the header of the page that follows already counts the empty cart.
  const keepCart = order.status === 'failed' || order.status === 'canceled' || order.status === 'expired';
  if (!keepCart && (await readCart(request)).length > 0) {
    throw redirect(request.url, { status: 303, headers: { 'Set-Cookie': await serializeCart([]) } });
  }
  return data({ lang, order }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Purchase fires once per paid order, also when the shopper reloads the page. */
function usePurchaseEvent(
  order: { orderNumber: string; status: string; totalCents: number; productIds: string[] } | null,
) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    const key = `purchase-tracked:${order.orderNumber}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    track('Purchase', {
      value: euros(order.totalCents),
      currency: 'EUR',
      content_type: 'product',
      content_ids: order.productIds,
    });
  }, [order]);
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const { order } = loaderData;
  usePurchaseEvent(order);
  const actions = (
    <div className="mt-8 flex flex-wrap justify-center gap-4">
      <a
        href={href('home', lang)}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('orderSuccess.backHome')}
      </a>
      <a
        href={href('contact', lang)}
        className="rounded-full px-6 py-3 font-semibold text-brand-800 underline"
      >
        {t('orderSuccess.contact')}
      </a>
    </div>
  );
  if (!order) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('pages.orderSuccess.title')}</h1>
        <p className="mt-4 text-slate-700">{t('orderSuccess.notFound')}</p>
        {actions}
      </div>
    );
  }
  const { status } = order;
  const failed = status === 'failed' || status === 'canceled' || status === 'expired';
  return (
    <div
      className="mx-auto max-w-xl px-4 py-16 text-center"
      data-testid="order-success"
      data-status={order.status}
    >
      {failed ? (
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
      ) : (
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
      )}
      {actions}
    </div>
  );
}
