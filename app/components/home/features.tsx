import { TitledSection } from '~/components/ui/titled-section';
import type { HomeFacts } from '~/modules/content/home-facts';
import { useHomeText } from './use-home-text';

/** One simple line icon per benefit, in the order of the catalog's items. */
const icons = [
  'M3 5h18v14H3zM3 10h18M8 5v14M13 5v14M18 5v14',
  'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3',
  'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
  'M12 3v4M5 7h14v13H5zM9 7l3-4 3 4',
];

export function Features({ facts }: { facts: HomeFacts }) {
  const { text, list } = useHomeText(facts);
  const items = list<{ title: string; text: string }>('features.items');
  return (
    <TitledSection
      id="features"
      anchor
      title={text('features.title')}
      className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16"
    >
      <p className="mt-2 text-lg text-slate-700">{text('features.intro')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="features">
        {items.map((item, index) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-10 w-10 rounded-lg bg-brand-50 p-2 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            >
              <path d={icons[index % icons.length]} />
            </svg>
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
