import { describe, expect, it } from 'vitest';
import { languages } from '~/i18n/config';
import { tracerVars } from '../../../tests/fixtures/content-vars';
import { renderContent } from './content.server';
import { legalPageIds } from './legal-page.server';

/** Each placeholder gets a value no text contains by itself, so the HTML shows which ones a text uses. */
const tracers = tracerVars((key) => `@@${key}@@`);

function outline(lang: (typeof languages)[number], id: string) {
  const { html } = renderContent(lang, `legal/${id}`, tracers);
  return {
    sections: html.match(/<h2/g)?.length ?? 0,
    facts: [...new Set(html.match(/@@\w+@@/g))].sort(),
    zoneTable: html.includes('<!-- zones -->'),
  };
}

describe('legal texts', () => {
  it('say the same in every language: same sections, same facts, table in the same place', () => {
    for (const id of legalPageIds) {
      const dutch = outline('nl', id);
      expect(dutch.sections, id).toBeGreaterThan(3);
      for (const lang of languages) expect(outline(lang, id), `${lang}/${id}`).toEqual(dutch);
    }
  });

  it('give the terms eleven articles and the shipping text a place for the zone table', () => {
    expect(outline('nl', 'terms').sections).toBe(11);
    expect(outline('nl', 'shipping').zoneTable).toBe(true);
  });
});
