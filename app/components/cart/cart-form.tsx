import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { euros, track } from '~/modules/analytics/pixel';
import type { Toast } from '~/modules/toast/toast';
import { LazyToaster } from '../lazy-parts';
import { useHydrated } from '../use-hydrated';

type CartActionData = {
  ok: boolean;
  toast: Toast | null;
  added: { name: string; priceCents: number } | null;
};

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
 * The answer of the last cart request as a toast ('Uitverkocht', 'Niet genoeg voorraad'): with
 * JavaScript the fetcher stays on the page, so the flash cookie that carries it otherwise never shows.
 */
export function CartToast() {
  const toast = useCartFetcher().data?.toast;
  return toast ? <LazyToaster toast={toast} /> : null;
}

/**
 * A form to /api/cart. Without JavaScript it is a plain POST that redirects back here; with it, the
 * shared fetcher, staying on the page (the layout's cart data revalidates by itself); `onDone` runs
 * once the server accepted the change.
 */
export function CartForm({
  intent,
  productId,
  quantity,
  children,
  className,
  onDone,
  returnTo,
}: {
  intent: 'add' | 'decrement' | 'set' | 'remove' | 'clear';
  productId?: string;
  quantity?: number;
  children: React.ReactNode;
  className?: string;
  onDone?: () => void;
  /** Where the no-JavaScript post lands (a path on this site); this page by default. */
  returnTo?: string;
}) {
  const fetcher = useCartFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = fetcher.state !== 'idle';
  // The fetcher is shared by every cart form: only the one that submitted reacts to the answer, and
  // only once the server accepted it (a refusal opens nothing, its toast says why).
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || fetcher.state !== 'idle' || !fetcher.data) return;
    submitted.current = false;
    if (fetcher.data.ok) onDone?.();
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <fetcher.Form
      method="post"
      action="/api/cart"
      className={className ?? 'contents'}
      onSubmit={() => {
        submitted.current = true;
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="returnTo" value={returnTo ?? location.pathname} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <fieldset disabled={busy} aria-busy={busy} className="contents">
        {children}
      </fieldset>
    </fetcher.Form>
  );
}
