import { Outlet } from 'react-router';
import { Footer } from '~/components/footer';
import { Header } from '~/components/header';
import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { resolvePath } from '~/i18n/pages';
import { cartQuantity, readCart } from '~/modules/cart/cart-cookie.server';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = resolvePath(url.pathname);
  const lang = (page?.lang ?? getLocale(context)) as Lang;
  const cart = await readCart(request);
  return {
    lang,
    pageId: page?.id,
    origin: env().PUBLIC_URL?.replace(/\/$/, '') ?? url.origin,
    cartCount: cartQuantity(cart),
  };
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { lang, pageId, cartCount } = loaderData;
  return (
    <>
      <Header lang={lang} pageId={pageId} cartCount={cartCount} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer lang={lang} />
    </>
  );
}
