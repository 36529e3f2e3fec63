import { data, redirect } from 'react-router';
import { OrderSuccess } from '~/components/orders/order-success';
import { getLocale } from '~/i18n/i18next.server';
import { serializeCart } from '~/modules/cart/cart-cookie.server';
import { loadOrderSuccess } from '~/modules/orders/order-success.server';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/order-success';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const order = await loadOrderSuccess(request, new URL(request.url).searchParams.get('orderId'));
  if (!order) return data({ lang, order: null }, { status: 404 });
  // One redirect, so the header of the page that follows already counts the empty cart.
  if (order.cartToEmpty) {
    throw redirect(request.url, { status: 303, headers: { 'Set-Cookie': await serializeCart([]) } });
  }
  return data({ lang, order }, { headers: { 'Cache-Control': 'no-store' } });
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  return <OrderSuccess order={loaderData.order} />;
}
