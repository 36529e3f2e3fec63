import { redirect } from 'react-router';
import { PageIntro } from '~/components/simple-page';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { readCart } from '~/modules/cart/cart-cookie.server';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) as Lang;
  const cart = await readCart(request);
  if (cart.length === 0) throw redirect(href('home', lang));
  return null;
}

export default function CheckoutPage() {
  return <PageIntro />;
}
