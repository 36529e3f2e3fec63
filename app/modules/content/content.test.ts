import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/i18n/format';
import { exampleContentVars } from '../../../tests/fixtures/content-vars';
import { contentFiles, interpolate, renderContent, UnknownPlaceholderError } from './content.server';

const sampleVars = (lang: 'nl' | 'en' | 'fr' | 'de') => ({
  ...exampleContentVars(lang),
  // The landing pages add the XL price to the shop's variables (landingVars).
  xlPrice: formatMoney(7995, lang),
});

describe('content texts', () => {
  it('every Markdown file renders with the shop variables and leaves no placeholder behind', () => {
    const files = contentFiles();
    // Every language ships its legal texts, about, FAQ and blog page; Dutch adds articles and landings.
    for (const lang of ['nl', 'en', 'fr', 'de'] as const) {
      expect(files.filter((file) => file.lang === lang).length, lang).toBeGreaterThanOrEqual(7);
    }
    for (const { lang, name } of files) {
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
