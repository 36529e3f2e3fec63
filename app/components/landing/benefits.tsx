import { TitledSection } from '~/components/ui/titled-section';
import type { LandingText } from '~/modules/content/landing.server';

/** The page's selling points as cards; the copy differs per page, the layout does not. */
export function Benefits({ benefits }: { benefits: LandingText['benefits'] }) {
  return (
    <TitledSection id="benefits" title={benefits.title} className="mx-auto max-w-6xl px-4 py-16">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
        {benefits.items.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl bg-slate-50 p-6">
            <h3 className="text-lg font-bold text-slate-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
