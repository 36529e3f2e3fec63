import { AddToCartButton } from '~/components/add-to-cart-button';
import { PriceNote } from '~/components/price-note';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import type { ShopProduct } from '~/modules/catalog/catalog.server';
import type { HomeFacts } from '~/modules/content/home-facts';
import { PlannerPicture } from './planner-picture';
import { StockBadge } from './stock-badge';
import { useHomeText } from './use-home-text';

export function ProductBlock({
  lang,
  product,
  facts,
}: {
  lang: Lang;
  product: ShopProduct | null;
  facts: HomeFacts;
}) {
  const { t } = useTranslation();
  const { text, list } = useHomeText(facts);
  return (
    <section id="product" className="scroll-mt-20 bg-slate-50 py-16" aria-labelledby="product-title">
      <div className="mx-auto max-w-6xl px-4">
        {product ? (
          <div
            className="grid items-center gap-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-2 lg:p-10"
            data-testid="product-block"
          >
            <PlannerPicture alt={text('product.imageAlt')} />
            <div>
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">
                {text('product.kicker')}
              </p>
              <h2 id="product-title" className="mt-1 text-3xl font-bold tracking-tight">
                {product.name}
              </h2>
              {product.description ? <p className="mt-3 text-slate-700">{product.description}</p> : null}
              <p className="mt-4 text-3xl font-extrabold text-brand-800" data-testid="product-price">
                {formatMoney(product.priceCents, lang)} <PriceNote />
              </p>
              <div className="mt-3">
                <StockBadge stock={product.stock} />
              </div>
              <ul className="mt-5 space-y-2 text-slate-800">
                {list<string>('product.points').map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-green-700">
                      ✓
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <AddToCartButton productId={product.id} disabled={product.stock <= 0}>
                  {product.stock <= 0 ? t('product.soldOutButton') : t('product.addToCart')}
                </AddToCartButton>
              </div>
              <h3 className="mt-8 font-bold">{text('product.tiersTitle')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm" data-testid="volume-tiers">
                {facts.tiers
                  .filter((tier) => tier.percent > 0)
                  .map((tier) => (
                    <li
                      key={tier.minQuantity}
                      className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800"
                    >
                      {text('product.tier', { count: tier.minQuantity, percent: tier.percent })}
                    </li>
                  ))}
              </ul>
              <p className="mt-4 text-sm">
                <a
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                  href={href('quote', lang)}
                >
                  {text('product.quote', { count: facts.largeOrder })}
                </a>
              </p>
            </div>
          </div>
        ) : (
          <p id="product-title">{t('product.notFound')}</p>
        )}
      </div>
    </section>
  );
}
