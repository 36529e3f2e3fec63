import { eq } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { applyCartIntent, type CartRefusal } from '~/modules/cart/cart-actions';
import { readCart, serializeCart } from '~/modules/cart/cart-cookie.server';
import type { Toast } from '~/modules/toast/toast';
import { toastHeader } from '~/modules/toast/toast.server';
import { safeReturnPath } from '~/security/return-path';
import type { Route } from './+types/cart';

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), productId: z.string().min(1).max(100) }),
  z.object({
    intent: z.literal('set'),
    productId: z.string().min(1).max(100),
    quantity: z.coerce.number().int().min(-1).max(999),
  }),
  z.object({ intent: z.literal('decrement'), productId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('remove'), productId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal('clear') }),
]);

/**
 * Add, set, remove and clear (spec section 4). Without JavaScript it redirects back with the cart
 * open; JavaScript's fetcher sends `_js` and gets JSON. Stock is checked against the database:
 * no button adds more than there is.
 */
async function findProduct(id: string) {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return product;
}

function refusalToast(refusal: CartRefusal, t: ReturnType<typeof fixedT>): Toast {
  return refusal.kind === 'sold-out'
    ? { type: 'error', title: t('cart.soldOutTitle'), description: t('cart.soldOutText') }
    : {
        type: 'error',
        title: t('cart.notEnoughTitle'),
        description: t('cart.notEnoughText', { count: refusal.stock }),
      };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang);
  const form = await request.formData();
  const viaFetcher = form.get('_js') === '1';
  const returnTo = safeReturnPath(form.get('returnTo'), `/${lang}`);
  const parsed = formSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false }, { status: 400 });

  const input = parsed.data;
  const checksStock = input.intent === 'add' || input.intent === 'set' || input.intent === 'decrement';
  const product = checksStock ? await findProduct(input.productId) : undefined;
  if (checksStock && !product) return data({ ok: false }, { status: 404 });
  const outcome = applyCartIntent(await readCart(request), input, product);
  const lines = outcome.lines;
  const toast = outcome.refusal ? refusalToast(outcome.refusal, t) : undefined;
  const added =
    outcome.added && product
      ? { name: product.translations[lang]?.name ?? product.name, priceCents: product.priceCents }
      : null;

  const headers = new Headers({ 'Set-Cookie': await serializeCart(lines) });
  if (viaFetcher)
    return data({ ok: !toast, toast: toast ?? null, added }, { headers, status: toast ? 409 : 200 });
  if (toast) headers.append('Set-Cookie', await toastHeader(toast));
  // A refusal shows its toast on the page it came from; the cart opens only for a change that happened.
  const opensDrawer = !toast && !returnTo.endsWith('/checkout');
  return redirect(opensDrawer ? `${returnTo}?cart=open` : returnTo, { status: 303, headers });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
