import { describe, expect, it } from 'vitest';
import { languages } from '~/i18n/config';
import { facts } from '~/modules/catalog/facts';
import { exampleSettings } from '~/modules/settings/defaults';
import { tracerVars } from '../../../tests/fixtures/content-vars';
import { type ContentVars, renderContent } from './content.server';

/** Every allowed placeholder, rendered as its own name: what is left over was written literally. */
const names: ContentVars = tracerVars((key) => `[${key}]`);

const render = (lang: (typeof languages)[number], name: string) => {
  const doc = renderContent(lang, name, names);
  // Entities such as &#39; carry digits of their own.
  return `${JSON.stringify(doc.meta)}\n${doc.html.replace(/&#?\w+;/g, ' ')}`;
};

type Faq = { groups: { id: string; items: { q: string; a: string }[] }[] };
type About = { values: { cards: unknown[] } };

describe('about, FAQ and blog texts', () => {
  it('exist in every language with three about cards and two FAQ groups of six to eight questions', () => {
    for (const lang of languages) {
      const about = renderContent<About>(lang, 'about', names);
      expect(about.meta.values.cards, lang).toHaveLength(3);
      expect(about.html, lang).toContain('<p>');
      const faq = renderContent<Faq>(lang, 'faq', names).meta;
      expect(
        faq.groups.map((group) => group.id),
        lang,
      ).toEqual(['product', 'usage']);
      for (const group of faq.groups) {
        expect(group.items.length, `${lang} ${group.id}`).toBeGreaterThanOrEqual(6);
        expect(group.items.length, `${lang} ${group.id}`).toBeLessThanOrEqual(8);
      }
    }
  });

  it('spell out no figure: every number on these pages comes from a placeholder', () => {
    for (const lang of languages) {
      for (const name of ['about', 'faq', 'blog']) {
        expect(render(lang, name).match(/\d/)?.[0], `${lang}/${name}`).toBeUndefined();
      }
    }
    const literals = [
      facts.productSize,
      exampleSettings.identity.email,
      exampleSettings.identity.phone,
      exampleSettings.operations.dispatchCutoff,
      String(exampleSettings.claims.reviewCount),
      String(exampleSettings.claims.happyCustomers),
      `${facts.weeks} weken`,
      `${exampleSettings.operations.returnDays} dagen`,
      `${facts.peoplePerPlanner} personen`,
    ];
    for (const name of ['blog/creatieve-bullet-journal-ideeen', 'blog/zelf-een-weekplanner-maken']) {
      const text = render('nl', name);
      for (const literal of literals) expect(text, `${name}: ${literal}`).not.toContain(literal);
    }
  });
});
