import { describe, expect, it } from 'vitest';
import { languages } from '~/i18n/config';
import { exampleShopSettings } from '~/modules/settings/defaults';
import { exampleContentVars } from '../../../tests/fixtures/content-vars';
import { renderContent } from './content.server';
import { companyVars } from './content-vars.server';
import { withdrawalFormSection } from './withdrawal-form.server';

// The form's first line ('(dit formulier alleen invullen ...)') differs per language; its
// addressee line names the merchant in every one.
const addressee = /Wandplanner B\.V\., Keizersgracht 123, 1015 CJ Amsterdam/;

describe('the model withdrawal form for the order confirmation', () => {
  it.each(languages)(
    'is the returns page’s own form in %s, filled with the merchant’s details only',
    (lang) => {
      // The confirmation is built inside the paying transaction from the settings alone: the section
      // must need nothing else (a new placeholder in it fails here, not in a payment).
      const form = withdrawalFormSection(lang, companyVars(exampleShopSettings));
      const page = renderContent(lang, 'legal/returns', exampleContentVars(lang));
      expect(page.html).toContain(`<h2>${form.heading}</h2>`);
      expect(page.html).toContain(form.html.trim());
      expect(form.html).toContain('class="withdrawal-form"');
      expect(form.html).toMatch(addressee);
      const text = form.text.join('\n');
      expect(text).toMatch(addressee);
      expect(text).not.toMatch(/<\/?div|\\\*|\{\{/);
      expect(form.text.filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(6);
    },
  );
});
