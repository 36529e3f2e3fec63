import { AddToCartButton } from '~/components/add-to-cart-button';
import type { HomeFacts } from './home-facts';
import { useHomeText } from './use-home-text';

export function CtaBanner({ facts, productId }: { facts: HomeFacts; productId: string }) {
  const { text } = useHomeText(facts);
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="cta-title" data-testid="cta-banner">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between lg:p-12">
        <div>
          <p className="inline-block rounded-full bg-amber-300 px-3 py-1 text-sm font-bold text-slate-900">
            {text('cta.badge')}
          </p>
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
