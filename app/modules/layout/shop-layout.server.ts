import { publicOrigin } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { resolvePath } from '~/i18n/pages';
import { analyticsFor, COOKIE_SETTINGS_PARAM } from '~/modules/analytics/consent.server';
import { readCart } from '~/modules/cart/cart-cookie.server';
import { loadCartView } from '~/modules/cart/cart-view.server';
import { paymentMethods } from '~/modules/payments/methods.server';
import { publicIdentity } from '~/modules/settings/public-identity';
import { shopSettings } from '~/modules/settings/settings.server';
import { activeShippingZones } from '~/modules/shipping/zones.server';

/**
 * What every shop page shares (language, page id, cart, merchant, consent): the shop layout's
 * loader data, read by pages and components through useShop().
 */
export async function shopLayoutData(request: Request, fallbackLang: Lang) {
  const url = new URL(request.url);
  const page = resolvePath(url.pathname);
  const lang = (page?.lang ?? fallbackLang) as Lang;
  const [cart, methods, analytics, settings, zones] = await Promise.all([
    loadCartView(await readCart(request), lang),
    paymentMethods(),
    analyticsFor(request),
    shopSettings(),
    activeShippingZones(),
  ]);
  return {
    analytics,
    cookieSettingsParam: COOKIE_SETTINGS_PARAM,
    paymentMethods: methods,
    lang,
    pageId: page?.id,
    origin: publicOrigin(request),
    cartCount: cart.totals.quantity,
    cart,
    merchant: publicIdentity(settings.identity),
    largeOrderQuantity: settings.tiers.largeOrderQuantity,
    quoteAnswerHours: settings.operations.quoteAnswerHours,
    /** Some country pays for shipping below its threshold: price blocks say 'excl. shipping'. */
    shippingCharged: zones.some((zone) => zone.shippingCostCents > 0 && zone.freeShippingThresholdCents > 0),
  };
}

export type ShopLayoutData = Awaited<ReturnType<typeof shopLayoutData>>;
