import { AddToCartButton } from '~/components/add-to-cart-button';
import type { HomeFacts } from '~/modules/content/home-facts';
import { useHomeText } from './use-home-text';

/** The spec's floating element: an order button that stays in reach while scrolling the home page. */
export function FloatingOrder({ facts, productId }: { facts: HomeFacts; productId: string }) {
  const { text } = useHomeText(facts);
  return (
    <aside className="floating-order fixed right-4 bottom-4 z-20" aria-label={text('floating.label')}>
      <AddToCartButton
        productId={productId}
        className="rounded-full bg-accent-600 px-5 py-3 font-bold text-white shadow-xl ring-2 ring-white hover:bg-accent-500"
      >
        {text('floating.label')}
      </AddToCartButton>
    </aside>
  );
}
