import { data } from 'react-router';
import { plannerPreloadLink } from '~/components/home/planner-picture';
import { Benefits } from '~/components/landing/benefits';
import { LandingHero } from '~/components/landing/landing-hero';
import { OrderControls } from '~/components/landing/order-controls';
import { ProductOffers } from '~/components/landing/product-offers';
import { Specs } from '~/components/landing/specs';
import { Testimonials } from '~/components/landing/testimonials';
import { Prose } from '~/components/prose';
import { Accordion } from '~/components/ui/accordion';
import { TitledSection } from '~/components/ui/titled-section';
import { publicOrigin } from '~/env.server';
import { href, resolvePath } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { isLandingPage, landingProducts, landingText, landingVars } from '~/modules/content/landing.server';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import { faqPageJsonLd, productJsonLd } from '~/modules/seo/structured-data';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/landing';

export const meta: Route.MetaFunction = (args) => seoMeta({ ...args, type: 'product' });

/** The hero picture is eager; preloading it lets the browser fetch it before the CSS arrives. */
export const links: Route.LinksFunction = () => [plannerPreloadLink()];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = resolvePath(url.pathname);
  if (!page || !isLandingPage(page.id)) throw data('Pagina niet gevonden', { status: 404 });
  const { id, lang } = page;
  const products = await landingProducts(id, lang);
  const text = landingText(id, await landingVars(lang, products));
  const origin = publicOrigin(request);
  const settings = await shopSettings();
  const pageUrl = `${origin}${href(id, lang)}`;
  // The structured data repeats what the page shows: its questions, and each product it sells
  // with the price and stock the order buttons use.
  describePage(context, [
    faqPageJsonLd(text.faq.items.map((item) => ({ question: item.q, answer: item.a }))),
    ...products.map((product) =>
      productJsonLd(settings, {
        ...product,
        url: products.length > 1 ? `${pageUrl}#formaten` : pageUrl,
        image: `${origin}/images/planner-1200.jpg`,
      }),
    ),
  ]);
  return {
    lang,
    text,
    products,
    // The structured data repeats what the page shows: its questions, and each product it sells
    // with the price and stock the order buttons use.
  };
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { lang, text, products } = loaderData;
  const { t } = useTranslation();
  const [main] = products;
  return (
    <>
      <LandingHero hero={text.hero} product={main} lang={lang} />
      <Benefits benefits={text.benefits} />
      {text.offers && products.length > 1 ? (
        <ProductOffers offers={text.offers} products={products} lang={lang} />
      ) : null}
      {text.specs ? <Specs specs={text.specs} /> : null}
      <TitledSection id="story" title={text.story.title}>
        <Prose html={text.html} className="mt-6" />
      </TitledSection>
      <Testimonials testimonials={text.testimonials} />
      <TitledSection id="faq" title={text.faq.title}>
        <div className="mt-6">
          <Accordion name="landing-faq" items={text.faq.items} testId="landing-faq" />
        </div>
      </TitledSection>
      {main ? (
        <div className="mx-auto max-w-6xl px-4 py-8">
          <div className="rounded-3xl border-2 border-brand-100 bg-brand-50 p-8 lg:p-12">
            <TitledSection id="cta" title={text.cta.title} className="">
              <p className="mt-2 mb-6 text-lg text-slate-700">{text.cta.text}</p>
              <OrderControls product={main} lang={lang} label={t('nav.orderNow')} testId="bottom-order" />
            </TitledSection>
          </div>
        </div>
      ) : null}
    </>
  );
}
