import { Stars } from '~/components/home/stars';
import { TitledSection } from '~/components/ui/titled-section';
import { useTranslation } from '~/i18n/translation';
import type { LandingText } from '~/modules/content/landing.server';

/** Three customer quotes written for this page's audience, each with full marks. */
export function Testimonials({ testimonials }: { testimonials: LandingText['testimonials'] }) {
  const { t } = useTranslation();
  const stars = t('home.reviews.stars', { count: 5 });
  return (
    <div className="bg-slate-50">
      <TitledSection id="testimonials" title={testimonials.title} className="mx-auto max-w-6xl px-4 py-16">
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="testimonials">
          {testimonials.items.map((quote) => (
            <li key={quote.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <Stars filled={5} label={stars} />
              <blockquote className="mt-3 grow text-slate-800">
                <p>“{quote.text}”</p>
              </blockquote>
              <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700">
                <span className="font-bold text-slate-900">{quote.name}</span> · {quote.place}
              </p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
