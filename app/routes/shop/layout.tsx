import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router';
import { CartDrawerContext } from '~/components/cart/cart-drawer-context';
import { CartAnalytics, CartToast } from '~/components/cart/cart-form';
import { cookieSettingsPath } from '~/components/consent-link';
import { Footer } from '~/components/footer';
import { Header } from '~/components/header';
import { LazyCartDrawer, LazyConsentBanner } from '~/components/lazy-parts';
import { PixelScript } from '~/components/pixel-script';
import { getLocale } from '~/i18n/i18next.server';
import { shopLayoutData } from '~/modules/layout/shop-layout.server';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  return shopLayoutData(request, getLocale(context));
}

/**
 * A refused cart change answers 409, after which React Router would keep the old data; the cart
 * cookie may still have changed (a quantity lowered to the stock), so the cart is read again.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/api/cart' || defaultShouldRevalidate;
}

/** The drawer is open when the URL says so (the no-JavaScript path) or when a script opened it. */
function useDrawerState() {
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get('cart') === 'open';
  const [open, setOpenState] = useState(fromUrl);
  useEffect(() => setOpenState(fromUrl), [fromUrl]);
  const setOpen = useCallback((next: boolean) => setOpenState(next), []);
  return useMemo(() => ({ open, setOpen }), [open, setOpen]);
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { lang, pageId, cartCount, cart, paymentMethods, analytics, merchant, cookieSettingsParam } =
    loaderData;
  const drawer = useDrawerState();
  const location = useLocation();
  const cookieSettingsHref = analytics.choosable
    ? cookieSettingsPath(location.pathname, location.search, cookieSettingsParam)
    : undefined;
  return (
    <CartDrawerContext.Provider value={drawer}>
      <Header lang={lang} pageId={pageId} cartCount={cartCount} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer
        lang={lang}
        paymentMethods={paymentMethods}
        merchant={merchant}
        cookieSettingsHref={cookieSettingsHref}
      />
      {drawer.open ? <LazyCartDrawer cart={cart} lang={lang} /> : null}
      <CartAnalytics />
      <CartToast />
      {analytics.askConsent ? (
        <LazyConsentBanner lang={lang} current={analytics.consent} param={cookieSettingsParam} />
      ) : null}
      {analytics.pixelId ? <PixelScript pixelId={analytics.pixelId} /> : null}
    </CartDrawerContext.Provider>
  );
}
