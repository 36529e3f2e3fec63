import { TitledSection } from '~/components/ui/titled-section';
import type { LandingText } from '~/modules/content/landing.server';

/** Specifications as a definition list: screen readers announce each label with its value. */
export function Specs({ specs }: { specs: NonNullable<LandingText['specs']> }) {
  return (
    <TitledSection id="specs" title={specs.title}>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="specs">
        {specs.items.map((spec) => (
          <div key={spec.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
            <dt className="font-semibold text-slate-900">{spec.label}</dt>
            <dd className="text-slate-700 sm:col-span-2">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
