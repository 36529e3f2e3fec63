import { describe, expect, it } from 'vitest';
import { homeFacts } from '~/components/home/home-facts';
import { contentFiles, interpolate, renderContent, UnknownPlaceholderError } from './content.server';
import { companyVars } from './content-vars.server';

const sampleVars = (lang: 'nl' | 'en' | 'fr' | 'de') => ({
  ...homeFacts(lang, 2995, { freeInNetherlands: true, freeAbroadFromCents: 7500 }),
  ...companyVars,
});

describe('content texts', () => {
  it('every Markdown file renders with the shop variables and leaves no placeholder behind', () => {
    for (const { lang, name } of contentFiles()) {
      const doc = renderContent(lang, name, sampleVars(lang));
      expect(doc.html, `${lang}/${name}`).not.toMatch(/\{\{/);
      expect(JSON.stringify(doc.meta), `${lang}/${name}`).not.toMatch(/\{\{/);
    }
  });

  it('fills known placeholders and refuses an unknown one instead of printing it', () => {
    expect(interpolate('Binnen {{ returnDays }} dagen', { returnDays: 14 }, 'x.md')).toBe('Binnen 14 dagen');
    expect(() => interpolate('Prijs {{pirce}}', { price: '€ 29,95' }, 'x.md')).toThrow(
      UnknownPlaceholderError,
    );
  });
});
