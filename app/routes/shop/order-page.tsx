import { data } from 'react-router';
import { NotFoundMessage } from '~/components/not-found-message';
import { OrderDetails } from '~/components/orders/order-details';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { metaTexts } from '~/i18n/meta-texts';
import { orderPagePath } from '~/i18n/pages';
import { loadOrderPage } from '~/modules/orders/order-page.server';
import type { Route } from './+types/order-page';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { lang?: Lang } | undefined;
  const brand = (root?.lang && metaTexts(root.lang)?.brand) ?? '';
  return [
    { title: loaderData?.order ? `${loaderData.order.number} | ${brand}` : `404 | ${brand}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** The token is in the address: never cached, never passed on to a carrier's page as a referrer. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await loadOrderPage(params.token);
  // An unknown or malformed token is the not-found page: nothing tells it apart from a real one.
  if (!order) return data({ order: null, pageHref: '' }, { status: 404, headers: PRIVATE });
  const pageHref = orderPagePath(getLocale(context), params.token);
  return data({ order, pageHref }, { headers: PRIVATE });
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.order) return <NotFoundMessage />;
  return <OrderDetails order={loaderData.order} pageHref={loaderData.pageHref} />;
}
