import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/i18n/format';
import { pages } from '~/i18n/pages';
import { facts } from '~/modules/catalog/facts';
import { exampleContentVars } from '../../../tests/fixtures/content-vars';
import { type LandingPageId, landingPages, landingText } from './landing.server';

const XL_CENTS = 7995;
const vars = {
  ...exampleContentVars(),
  xlPrice: formatMoney(XL_CENTS, 'nl'),
};
const ids = Object.keys(landingPages) as LandingPageId[];
const source = (id: LandingPageId) =>
  readFileSync(new URL(`../../../content/nl/${landingPages[id].file}.md`, import.meta.url), 'utf8');

describe('landing page texts', () => {
  it.each(ids)('%s has the sections a landing page needs', (id) => {
    const text = landingText(id, vars);
    expect(text.testimonials.items).toHaveLength(3);
    expect(text.benefits.items.length).toBeGreaterThanOrEqual(4);
    expect(text.benefits.items.length).toBeLessThanOrEqual(6);
    expect(text.faq.items.length).toBeGreaterThanOrEqual(4);
    expect(text.html).toContain('<p>');
    // The h1 carries the search phrase of the page's address (gezin-en-familieplanner: gezin, familieplanner).
    const words = pages[id].slugs.nl.split('-').filter((word) => word !== 'en');
    for (const word of words) expect(text.hero.title.toLowerCase(), id).toContain(word);
  });

  it('writes no figure literally: every number comes from a placeholder', () => {
    for (const id of ids) {
      const withoutPlaceholders = source(id).replace(/\{\{\s*\w+\s*\}\}/g, '');
      expect(withoutPlaceholders.match(/.{0,30}\d.{0,30}/)?.[0], id).toBeUndefined();
    }
  });

  it('gives every page its own copy, not the same sentences with words swapped', () => {
    const seen = new Map<string, LandingPageId>();
    for (const id of ids) {
      const text = landingText(id, vars);
      const sentences = [
        ...text.html.replace(/<[^>]+>/g, ' ').split(/[.!?]\s/),
        ...text.benefits.items.flatMap((item) => [item.title, item.text]),
        ...text.faq.items.flatMap((item) => [item.q, item.a]),
        ...text.testimonials.items.map((item) => item.text),
      ]
        .map((sentence) => sentence.trim().toLowerCase())
        .filter((sentence) => sentence.length > 25);
      for (const sentence of sentences) {
        expect(seen.get(sentence), `"${sentence}" on ${id} repeats ${seen.get(sentence)}`).toBeUndefined();
        seen.set(sentence, id);
      }
    }
  });

  it('the family planner shows the specifications and the six family questions', () => {
    const text = landingText('landingFamilyPlanner', vars);
    const specs = text.specs?.items.map((spec) => `${spec.label}: ${spec.value}`).join('\n') ?? '';
    expect(specs).toContain(facts.productSize);
    expect(specs).toContain(`${facts.weeks} weken`);
    expect(specs).toMatch(/ophangbaar/i);
    expect(specs).toMatch(/vrij in te vullen/i);
    expect(specs).toMatch(/whiteboardpapier/i);
    expect(specs).toMatch(/herbruikbaar/i);
    const questions = text.faq.items.map((item) => item.q);
    expect(questions).toHaveLength(6);
    for (const topic of [/gezin/i, /bij te houden/i, /schoon/i, /deel ik/i, /hang/i, /digitale agenda/i]) {
      expect(
        questions.some((q) => topic.test(q)),
        String(topic),
      ).toBe(true);
    }
  });

  it('only the big wall calendar offers the XL, naming its price from the database', () => {
    for (const id of ids) {
      const text = landingText(id, vars);
      if (landingPages[id].products.length > 1) expect(text.offers?.intro).toContain('79,95');
      else expect(text.offers, id).toBeUndefined();
    }
  });
});
