import { AddToCartButton } from '~/components/add-to-cart-button';
import { dynamicKey, type KeysUnder } from '~/i18n/keys';
import type { HomeFacts, ShippingClaims } from '~/modules/content/home-facts';
import { PlannerPicture } from './planner-picture';
import { Stars } from './stars';
import { useHomeText } from './use-home-text';

type HomeText = ReturnType<typeof useHomeText>['text'];

/**
 * A reader at home in the Netherlands (Dutch and English pages) reads the Dutch promise and the one
 * for abroad; a French or German page names the reader's own country ('Livraison gratuite en France
 * dès...'), with the preposition that country takes in the language (`trust.place.{code}`).
 */
function shippingPromises(shipping: ShippingClaims, text: HomeText): (string | null)[] {
  const { reader } = shipping;
  if (!reader || reader.code === 'NL') {
    return [
      shipping.freeInNetherlands ? text('trust.shippingNl') : null,
      shipping.freeAbroadFromCents !== null ? text('trust.shippingAbroad') : null,
    ];
  }
  const place =
    text(dynamicKey<KeysUnder<'home'>>(`trust.place.${reader.code}`), { defaultValue: '' }) ||
    text('trust.placeAny');
  return [
    text(reader.freeFromCents === 0 ? 'trust.shippingReaderFree' : 'trust.shippingReaderFreeFrom', { place }),
    text('trust.deliveryReader', { place }),
  ];
}

export function Hero({
  facts,
  shipping,
  productId,
  soldOut,
}: {
  facts: HomeFacts;
  shipping: ShippingClaims;
  productId: string | null;
  soldOut: boolean;
}) {
  const { text } = useHomeText(facts);
  const promises = [
    ...shippingPromises(shipping, text),
    text('trust.dispatch'),
    text('trust.payment'),
  ].filter((promise): promise is string => promise !== null);
  return (
    <section className="bg-brand-50" aria-labelledby="hero-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-16">
        <div>
          {facts.bestseller ? (
            <p
              className="inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white"
              data-testid="hero-badge"
            >
              {text('hero.badge')}
            </p>
          ) : null}
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {text('hero.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{text('hero.subtitle')}</p>
          {/* Claims the merchant left empty in the settings are not made at all. */}
          {facts.ratingValue !== null || facts.happyCustomers !== null ? (
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
              {facts.ratingValue !== null ? (
                <>
                  <Stars filled={facts.ratingValue} label={text('hero.rating')} />
                  <span data-testid="hero-rating">{text('hero.rating')}</span>
                </>
              ) : null}
              {facts.ratingValue !== null && facts.happyCustomers !== null ? (
                <span aria-hidden="true">·</span>
              ) : null}
              {facts.happyCustomers !== null ? (
                <span data-testid="hero-customers">{text('hero.customers')}</span>
              ) : null}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {productId && !soldOut ? (
              <AddToCartButton productId={productId}>{text('hero.order')}</AddToCartButton>
            ) : null}
            <a
              href="#product"
              className="rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-800 hover:bg-white"
            >
              {text('hero.more')}
            </a>
          </div>
          <ul
            aria-label={text('trust.label')}
            className="checks mt-6 grid gap-2 text-sm text-slate-800 sm:grid-cols-2"
          >
            {promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        <PlannerPicture alt={text('hero.imageAlt')} priority />
      </div>
    </section>
  );
}
