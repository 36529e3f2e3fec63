import { PlannerPicture } from '~/components/home/planner-picture';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translation';
import type { ShopProduct } from '~/modules/catalog/catalog.server';
import type { LandingText } from '~/modules/content/landing.server';
import { OrderControls } from './order-controls';

/** The first view: the page's search phrase as the only h1, the offer, and the eager planner image. */
export function LandingHero({
  hero,
  product,
  lang,
}: {
  hero: LandingText['hero'];
  product: ShopProduct | undefined;
  lang: Lang;
}) {
  const { t } = useTranslation();
  return (
    <section className="bg-brand-50" aria-labelledby="landing-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-16">
        <div>
          <h1
            id="landing-title"
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{hero.subtitle}</p>
          {product ? (
            <div className="mt-6">
              <OrderControls product={product} lang={lang} label={t('nav.orderNow')} testId="hero-order" />
            </div>
          ) : null}
        </div>
        <PlannerPicture alt={hero.imageAlt} priority />
      </div>
    </section>
  );
}
