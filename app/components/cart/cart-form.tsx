import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { euros, track } from '~/modules/analytics/pixel';
import { useHydrated } from '../use-hydrated';

type CartActionData = { ok: boolean; added: { name: string; priceCents: number } | null };

/**
 * All cart forms share one fetcher: the cart lives in a cookie, so two requests in flight would
 * both start from the same old cart. While one runs, every cart button waits (disabled).
 */
const CART_FETCHER = 'cart';

export function useCartFetcher() {
  return useFetcher<CartActionData>({ key: CART_FETCHER });
}

/** Fires AddToCart once per completed add; rendered once, in the layout. */
export function CartAnalytics() {
  const added = useCartFetcher().data?.added;
  useEffect(() => {
    if (added)
      track('AddToCart', { content_name: added.name, value: euros(added.priceCents), currency: 'EUR' });
  }, [added]);
  return null;
}

/**
 * A form to /api/cart. Without JavaScript it is a plain POST that redirects back here; with it, the
 * shared fetcher, staying on the page (the layout's cart data revalidates by itself).
 */
export function CartForm({
  intent,
  productId,
  quantity,
  children,
  className,
  onDone,
}: {
  intent: 'add' | 'decrement' | 'set' | 'remove' | 'clear';
  productId?: string;
  quantity?: number;
  children: React.ReactNode;
  className?: string;
  onDone?: () => void;
}) {
  const fetcher = useCartFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action="/api/cart"
      className={className ?? 'contents'}
      onSubmit={() => onDone?.()}
    >
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="returnTo" value={location.pathname} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <fieldset disabled={busy} aria-busy={busy} className="contents">
        {children}
      </fieldset>
    </fetcher.Form>
  );
}
