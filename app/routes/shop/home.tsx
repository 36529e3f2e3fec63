import { CtaBanner } from '~/components/home/cta-banner';
import { Features } from '~/components/home/features';
import { FloatingOrder } from '~/components/home/floating-order';
import { Hero } from '~/components/home/hero';
import { plannerPreloadLink } from '~/components/home/planner-picture';
import { ProductBlock } from '~/components/home/product-block';
import { Reviews } from '~/components/home/reviews';
import { useHomeText } from '~/components/home/use-home-text';
import { Accordion, type QuestionAnswer } from '~/components/ui/accordion';
import { TitledSection } from '~/components/ui/titled-section';
import { publicOrigin } from '~/env.server';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { getProduct } from '~/modules/catalog/catalog.server';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { shippingClaims } from '~/modules/content/home-data.server';
import { homeFacts } from '~/modules/content/home-facts';
import { describePage } from '~/modules/seo/document-structured-data.server';
import { seoMeta } from '~/modules/seo/meta';
import { faqPageJsonLd, organizationJsonLd, productJsonLd } from '~/modules/seo/structured-data';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

/** The hero image is the largest thing in the first view: fetch it with the HTML. */
export const links: Route.LinksFunction = () => [plannerPreloadLink()];

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = getLocale(context);
  const [product, shipping, settings] = await Promise.all([
    getProduct(STANDARD_PRODUCT_ID, lang),
    shippingClaims(lang),
    shopSettings(),
  ]);
  const t = fixedT(lang);
  const facts = homeFacts(lang, product?.priceCents ?? 0, shipping, settings);
  const questions = (['faq.items', 'usage.items'] as const).flatMap(
    (key) => t(`home.${key}`, { ...facts, returnObjects: true }) as unknown as QuestionAnswer[],
  );
  const origin = publicOrigin(request);
  describePage(context, [
    organizationJsonLd(origin, settings),
    faqPageJsonLd(questions.map((item) => ({ question: item.q, answer: item.a }))),
    ...(product
      ? [
          productJsonLd(settings, {
            ...product,
            url: `${origin}${href('home', lang, 'product')}`,
            image: `${origin}/images/planner-1200.jpg`,
          }),
        ]
      : []),
  ]);
  return {
    lang,
    product: product ?? null,
    shipping,
    facts,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, product, shipping, facts } = loaderData;
  const { text, list } = useHomeText(facts);
  const orderable = product !== null && product.stock > 0;
  return (
    <>
      <Hero facts={facts} shipping={shipping} productId={product?.id ?? null} soldOut={!orderable} />
      <Features facts={facts} />
      <ProductBlock lang={lang} product={product} facts={facts} />
      <Reviews lang={lang} facts={facts} />
      <TitledSection id="faq" title={text('faq.title')}>
        <div className="mt-6">
          <Accordion name="product-faq" items={list<QuestionAnswer>('faq.items')} testId="product-faq" />
        </div>
      </TitledSection>
      {orderable ? <CtaBanner facts={facts} productId={product.id} stock={product.stock} /> : null}
      <TitledSection id="usage" title={text('usage.title')}>
        <div className="mt-6">
          <Accordion name="usage-faq" items={list<QuestionAnswer>('usage.items')} testId="usage-faq" />
        </div>
      </TitledSection>
      {orderable ? <FloatingOrder facts={facts} productId={product.id} /> : null}
    </>
  );
}
