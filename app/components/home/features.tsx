import { TitledSection } from '~/components/ui/titled-section';
import type { HomeFacts } from '~/modules/content/home-facts';
import { useHomeText } from './use-home-text';

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
      <ul className="benefits mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="features">
        {items.map((item) => (
          <li key={item.title} className="card">
            <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
