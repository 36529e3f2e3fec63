import { PlannerPicture } from '~/components/home/planner-picture';
import { TitledSection } from '~/components/ui/titled-section';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translation';
import type { ShopProduct } from '~/modules/catalog/catalog.server';
import type { LandingText } from '~/modules/content/landing.server';
import { OrderControls } from './order-controls';

/** The formats side by side (standard and XL), each with its own price, stock and order button. */
export function ProductOffers({
  offers,
  products,
  lang,
}: {
  offers: NonNullable<LandingText['offers']>;
  products: ShopProduct[];
  lang: Lang;
}) {
  const { t } = useTranslation();
  return (
    <div id="formaten" className="scroll-mt-20 bg-slate-50">
      <TitledSection id="offers" title={offers.title} className="mx-auto max-w-6xl px-4 py-16">
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{offers.intro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {products.map((product) => (
            <li
              key={product.id}
              className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid={`offer-${product.id}`}
            >
              <PlannerPicture alt={product.description ?? product.name} />
              <h3 className="mt-5 text-2xl font-bold">{product.name}</h3>
              {product.description ? <p className="mt-2 text-slate-700">{product.description}</p> : null}
              <div className="mt-4">
                <OrderControls
                  product={product}
                  lang={lang}
                  label={t('product.addToCart')}
                  testId={`offer-order-${product.id}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
