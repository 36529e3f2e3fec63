import type { HomeFacts } from './home-facts';
import { Stars } from './stars';
import { useHomeText } from './use-home-text';

type Review = { name: string; place: string; text: string };

/** The spec shows the first three of the six sample reviews. */
const SHOWN = 3;

export function Reviews({ facts }: { facts: HomeFacts }) {
  const { text, list } = useHomeText(facts);
  const reviews = list<Review>('reviews.items').slice(0, SHOWN);
  return (
    <section
      id="reviews"
      className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16"
      aria-labelledby="reviews-title"
    >
      <h2 id="reviews-title" className="text-3xl font-bold tracking-tight">
        {text('reviews.title')}
      </h2>
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
          <li key={review.name} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <figure>
              <Stars filled={5} label={text('reviews.stars', { count: 5 })} />
              <blockquote className="mt-3 text-slate-800">
                <p>“{review.text}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-bold text-slate-900">{review.name}</span>, {review.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
