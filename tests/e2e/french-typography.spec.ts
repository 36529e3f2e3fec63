import { expect, test } from '@playwright/test';
import { href, type PageId } from '../../app/i18n/pages';
import { visit } from './support/navigation';

// French puts a narrow no-break space before : ; ! ? and inside « » (issue 13 item 8): a plain or
// ordinary no-break space there breaks lines before the sign and reads as a translation from English.
const pages: PageId[] = [
  'home',
  'faq',
  'about',
  'contact',
  'terms',
  'privacy',
  'returns',
  'shipping',
  'withdrawal',
];

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'rendered text is the same without JavaScript');

for (const id of pages) {
  test(`${href(id, 'fr')} spaces its punctuation the French way`, async ({ page }) => {
    await visit(page, href(id, 'fr'));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(100);
    const wrong = text.match(/.{0,20}(?:[ \u00a0][:;!?»]|«[ \u00a0]).{0,10}/u);
    expect(wrong?.[0], 'plain space before French punctuation').toBeUndefined();
  });
}
