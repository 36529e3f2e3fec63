import { eq } from 'drizzle-orm';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import { getInstance, getLocale } from '~/i18n/i18next.server';
import { addToCart, quantityOf, removeFromCart, setQuantity } from '~/modules/cart/cart-actions';
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

/** Only paths on this site: an open redirect through the cart would be a phishing tool. */
/**
 * Add, set, remove and clear (spec section 4). Without JavaScript it redirects back with the cart
 * open; JavaScript's fetcher sends `_js` and gets JSON. Stock is checked against the database:
 * no button adds more than there is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const t = getInstance(context).getFixedT(lang);
  const form = await request.formData();
  const viaFetcher = form.get('_js') === '1';
  const returnTo = safeReturnPath(form.get('returnTo'), `/${lang}`);
  const parsed = formSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false }, { status: 400 });

  let lines = await readCart(request);
  let toast: Toast | undefined;
  const added: { name: string; priceCents: number } | null = null;
  const input = parsed.data;
  if (input.intent === 'clear') lines = [];
  else if (input.intent === 'remove') lines = removeFromCart(lines, input.productId);
  else {
    const db = await getDb();
    const [product] = await db.select().from(products).where(eq(products.id, input.productId)).limit(1);
    if (!product) return data({ ok: false }, { status: 404 });
    // Relative intents, so two quick clicks on plus add two, whatever the page showed at the time.
    const current = quantityOf(lines, product.id);
    const wanted =
      input.intent === 'add' ? current + 1 : input.intent === 'decrement' ? current - 1 : input.quantity;
    if (wanted > 0 && product.stock <= 0) {
      toast = { type: 'error', title: t('cart.soldOutTitle'), description: t('cart.soldOutText') };
    } else if (wanted > product.stock) {
      lines = setQuantity(lines, product.id, product.stock);
      toast = {
        type: 'error',
        title: t('cart.notEnoughTitle'),
        description: t('cart.notEnoughText', { count: product.stock }),
      };
    } else {
      lines =
        current === 0 && wanted > 0 ? addToCart(lines, product.id) : setQuantity(lines, product.id, wanted);
    }
  }

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
