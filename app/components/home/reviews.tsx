import { TitledSection } from '~/components/ui/titled-section';
import type { Lang } from '~/i18n/config';
import { formatLongDate } from '~/i18n/format';
import { SAMPLE_REVIEWS } from '~/modules/catalog/sample-reviews';
import type { HomeFacts } from '~/modules/content/home-facts';
import { Stars } from './stars';
import { useHomeText } from './use-home-text';

type Review = { name: string; place: string; text: string };

/** The spec shows the first three of the six sample reviews. */
const SHOWN = 3;

export function Reviews({ lang, facts }: { lang: Lang; facts: HomeFacts }) {
  const { text, list } = useHomeText(facts);
  // The catalog's words beside what every language shares (id, date), position by position.
  const reviews = list<Review>('reviews.items')
    .slice(0, SHOWN)
    .flatMap((review, i) => {
      const sample = SAMPLE_REVIEWS[i];
      return sample ? [{ ...review, ...sample, verified: facts.verifiedReviews.includes(sample.id) }] : [];
    });
  return (
    <TitledSection
      id="reviews"
      anchor
      title={text('reviews.title')}
      className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16"
    >
      {facts.ratingValue !== null && facts.reviewCount !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-800" data-testid="rating-summary">
          <Stars filled={facts.ratingValue} label={text('reviews.summary')} />
          <span aria-hidden="true" className="text-2xl font-extrabold">
            {facts.rating}/{facts.ratingMax}
          </span>
          <span>{text('reviews.summary')}</span>
        </p>
      ) : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="reviews">
        {reviews.map((review) => (
          <li key={review.id} className="card" data-testid="review">
            <figure>
              <Stars filled={5} label={text('reviews.stars', { count: 5 })} />
              <blockquote className="mt-3 text-slate-800">
                <p>{text('reviews.quoted', { text: review.text })}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-bold text-slate-900">{review.name}</span>, {review.place}
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <time dateTime={review.date} data-testid="review-date">
                    {formatLongDate(review.date, lang)}
                  </time>
                  {review.verified ? (
                    <span className="font-semibold text-green-800" data-testid="review-verified">
                      <span aria-hidden="true">✓</span> {text('reviews.verified')}
                    </span>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
