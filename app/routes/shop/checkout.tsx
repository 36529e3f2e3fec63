import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CheckoutForm } from '~/components/checkout/checkout-form';
import { publicOrigin } from '~/env.server';
import { regionName } from '~/i18n/format';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { readCart } from '~/modules/cart/cart-cookie.server';
import { ensureBrowserToken, hashToken } from '~/modules/checkout/browser-token.server';
import { checkoutFailure } from '~/modules/checkout/checkout-failure.server';
import { loadCheckoutPage, shipsTo } from '~/modules/checkout/checkout-page.server';
import { checkoutSchema } from '~/modules/checkout/checkout-schema';
import { paymentUrls } from '~/modules/checkout/urls.server';
import { placeOrder } from '~/modules/orders/place-order.server';
import { paymentProvider } from '~/modules/payments/provider.server';
import { seoMeta } from '~/modules/seo/meta';
import { clientKey } from '~/security/rate-limit.server';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const page = await loadCheckoutPage(request, lang);
  if (!page) throw redirect(href('home', lang));
  return page;
}

/** After a refused order (409) the cart and prices are read again, so the summary is the server's. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: checkoutSchema(lang, t) });
  const country = String(formData.get('country') ?? '').toUpperCase();
  // 'Totaal bijwerken' without JavaScript: the page again for the chosen country, nothing ordered
  // and nothing marked wrong yet (the shopper may not have filled in the form).
  if (formData.get('intent') === 'recalculate' && (await shipsTo(country))) {
    const { error: _notYet, ...result } = submission.reply();
    return data({
      result: { ...result, status: undefined },
      failure: null,
      notice: t('checkout.totalUpdated', { country: regionName(country, lang) }),
    });
  }
  if (submission.status !== 'success')
    return data({ result: submission.reply(), failure: null, notice: null }, { status: 400 });

  const token = formData.get('checkoutToken');
  const browser = await ensureBrowserToken(request);
  const result = await placeOrder({
    lang,
    cart: await readCart(request),
    customer: submission.value,
    checkoutToken: typeof token === 'string' && token.length <= 64 && token ? token : randomUUID(),
    browserTokenHash: hashToken(browser.token),
    clientKey: clientKey(request),
    urls: paymentUrls(publicOrigin(request), lang),
    provider: paymentProvider(),
    // A missing or tampered figure never matches: the form comes back with the real total.
    shownTotalCents: Number(formData.get('shownTotalCents')),
  });
  if (result.ok) {
    return redirect(result.checkoutUrl, {
      status: 303,
      headers: browser.setCookie ? { 'Set-Cookie': browser.setCookie } : {},
    });
  }
  if (result.reason === 'empty') throw redirect(href('home', lang), 303);
  if (result.reason === 'total-changed') {
    return data(
      {
        result: submission.reply({ resetForm: false }),
        failure: null,
        notice: t('checkout.totalChanged', { country: regionName(submission.value.country, lang) }),
      },
      { status: 409 },
    );
  }
  const failure = checkoutFailure(result, t);
  // The form comes back filled in, the cart untouched; nothing stays reserved (placeOrder released it).
  return data(
    {
      result: submission.reply({ resetForm: false }),
      failure: { title: t('checkout.failedTitle'), description: failure.description },
      notice: null,
    },
    {
      status: failure.status,
      headers: {
        ...(result.reason === 'rate-limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : {}),
        // A new browser token is kept even when refused: it is what the per-browser limits count.
        ...(browser.setCookie ? { 'Set-Cookie': browser.setCookie } : {}),
      },
    },
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutForm
      cart={loaderData.cart}
      zones={loaderData.zones}
      rules={loaderData.rules}
      returnDays={loaderData.returnDays}
      checkoutToken={loaderData.checkoutToken}
      lastResult={actionData?.result}
      failure={actionData?.failure ?? null}
      notice={actionData?.notice ?? null}
    />
  );
}
