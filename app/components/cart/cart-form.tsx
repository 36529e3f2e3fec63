import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { euros, track } from '~/modules/analytics/pixel';
import { useHydrated } from '../use-hydrated';

/**
 * A form to /api/cart. Without JavaScript it is a plain POST that redirects back here; with it, a
 * fetcher that stays on the page (the layout's cart data revalidates by itself).
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
  const fetcher = useFetcher<{ ok: boolean; added: { name: string; priceCents: number } | null }>();
  const added = fetcher.data?.added;
  useEffect(() => {
    if (added)
      track('AddToCart', { content_name: added.name, value: euros(added.priceCents), currency: 'EUR' });
  }, [added]);
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/api/cart"
      className={className ?? 'contents'}
      onSubmit={() => onDone?.()}
      data-pending={fetcher.state !== 'idle' ? 'true' : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      {quantity !== undefined ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="returnTo" value={location.pathname} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
