import type { Lang } from '~/i18n/config';
import { type ContentVars, contentSection, interpolate, markdownToHtml } from './content.server';

export type WithdrawalFormSection = { heading: string; html: string; text: string[] };

/** Marks the model form in content/{lang}/legal/returns.md (the page styles it by this class too). */
const MARKER = 'class="withdrawal-form"';

/** Markdown line -> the line a reader copies: no heading marks, escapes, or the form's wrapper tags. */
function plainLine(line: string): string {
  return line
    .replace(/^## /, '')
    .replace(/\\\*/g, '*')
    .replace(/\*\*(.*?)\*\*/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** A few languages times the details of the moment (an edit of the settings adds one). */
const MAX_REMEMBERED = 16;
const rendered = new Map<string, WithdrawalFormSection>();

/**
 * The model withdrawal form (annex I(B) CRD) exactly as the returns page has it in the customer's
 * language, with the merchant's name and address filled in: the order confirmation carries it.
 * `vars` needs only what the section names (the merchant's details); a section naming more fails
 * the tests of every language rather than a payment.
 */
export function withdrawalFormSection(lang: Lang, vars: ContentVars): WithdrawalFormSection {
  // Every confirmation of a language carries the same form until the merchant's details change:
  // the Markdown is rendered once per language and details, not once per paid order.
  const key = `${lang}\n${JSON.stringify(vars)}`;
  let section = rendered.get(key);
  if (!section) {
    if (rendered.size >= MAX_REMEMBERED) rendered.clear();
    section = renderSection(lang, vars);
    rendered.set(key, section);
  }
  return section;
}

function renderSection(lang: Lang, vars: ContentVars): WithdrawalFormSection {
  const file = `content/${lang}/legal/returns.md`;
  const source = interpolate(contentSection(lang, 'legal/returns', MARKER), vars, file);
  const [headingLine = '', ...body] = source.split('\n');
  const text = body
    .filter((line) => !/^<\/?div\b/.test(line.trim()))
    .map(plainLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');
  return { heading: plainLine(headingLine), html: markdownToHtml(body.join('\n')), text };
}
