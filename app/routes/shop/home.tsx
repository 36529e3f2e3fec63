import { AddToCartButton } from '~/components/add-to-cart-button';
import { STANDARD_PRODUCT_ID } from '~/db/seed.server';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { getLocale } from '~/i18n/i18next.server';
import { useTranslation } from '~/i18n/translation';
import { getProduct } from '~/modules/catalog/catalog.server';
import { stockState } from '~/modules/catalog/stock';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

export async function loader({ context }: Route.LoaderArgs) {
  const lang = getLocale(context) as Lang;
  const product = await getProduct(STANDARD_PRODUCT_ID, lang);
  return { lang, product: product ?? null };
}

function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const state = stockState(stock);
  if (state.kind === 'soldOut')
    return (
      <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
        {t('stock.soldOut')}
      </span>
    );
  if (state.kind === 'low')
    return (
      <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        {t('stock.low', { count: state.count })}
      </span>
    );
  return (
    <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
      {t('stock.inStock')}
    </span>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, product } = loaderData;
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('pages.home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('pages.home.description')}</p>
        </div>
      </section>
      <section id="features" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-bold">
          {t('nav.benefits')}
        </h2>
      </section>
      <section id="product" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="product-title">
        {product ? (
          <div className="rounded-2xl border border-slate-200 p-6 shadow-sm" data-testid="product-block">
            <h2 id="product-title" className="text-2xl font-bold">
              {product.name}
            </h2>
            <p className="mt-2 text-3xl font-extrabold text-brand-800" data-testid="product-price">
              {formatMoney(product.priceCents, lang)}{' '}
              <span className="text-sm font-normal text-slate-600">{t('product.inclVat')}</span>
            </p>
            <div className="mt-3">
              <StockBadge stock={product.stock} />
            </div>
            <div className="mt-6">
              <AddToCartButton productId={product.id} disabled={product.stock <= 0}>
                {product.stock <= 0 ? t('product.soldOutButton') : t('product.addToCart')}
              </AddToCartButton>
            </div>
          </div>
        ) : (
          <p id="product-title">{t('product.notFound')}</p>
        )}
      </section>
      <section id="reviews" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="text-2xl font-bold">
          {t('nav.reviews')}
        </h2>
      </section>
    </>
  );
}
