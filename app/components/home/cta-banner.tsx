import { AddToCartButton } from '~/components/add-to-cart-button';
import { stockState } from '~/modules/catalog/stock';
import type { HomeFacts } from '~/modules/content/home-facts';
import { useHomeText } from './use-home-text';

/**
 * The closing call to order. Its 'Beperkte voorraad' badge is a scarcity claim: shown only while the
 * stock really is below the low-stock threshold (Unfair Commercial Practices Directive).
 */
export function CtaBanner({
  facts,
  productId,
  stock,
}: {
  facts: HomeFacts;
  productId: string;
  stock: number;
}) {
  const { text } = useHomeText(facts);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="cta-title" data-testid="cta-banner">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between lg:p-12">
        <div>
          {stockState(stock).kind === 'low' ? (
            <p
              className="inline-block rounded-full bg-amber-300 px-3 py-1 text-sm font-bold text-slate-900"
              data-testid="cta-badge"
            >
              {text('cta.badge')}
            </p>
          ) : null}
          <h2 id="cta-title" className="mt-3 text-3xl font-bold tracking-tight">
            {text('cta.title')}
          </h2>
          <p className="mt-2 text-lg text-blue-100">{text('cta.text')}</p>
        </div>
        <AddToCartButton
          productId={productId}
          className="shrink-0 rounded-full bg-white px-8 py-3 font-bold text-brand-800 hover:bg-brand-50"
        >
          {text('cta.button')}
        </AddToCartButton>
      </div>
    </section>
  );
}
