import { defaultLanguage, isLang } from '~/i18n/config';
import { languageCookie, languageFromPath } from '~/i18n/i18next.server';
import { resources } from '~/i18n/resources';
import { FORM_TYPES } from '~/security/form-body.server';
import { plainPageHtml } from './plain-page.server';

/** Far above any form of the shop (the longest is a quote message); stops memory abuse early. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The body of a 413: a page in the visitor's language when a person's form post was too large
 * (the browser shows it), plain text for any other client.
 */
export async function payloadTooLarge(
  url: URL,
  headers: { get(name: string): string | null | undefined },
): Promise<{ type: string; body: string }> {
  if (!FORM_TYPES.test(headers.get('content-type') ?? '')) {
    return { type: 'text/plain; charset=utf-8', body: 'Payload Too Large' };
  }
  const fromCookie = await languageCookie.parse(headers.get('cookie') ?? null).catch(() => null);
  const lang = languageFromPath(url.pathname) ?? (isLang(fromCookie) ? fromCookie : defaultLanguage);
  const { error } = resources[lang].common;
  return {
    type: 'text/html; charset=utf-8',
    body: plainPageHtml(lang, error.tooLargeTitle, error.tooLargeText),
  };
}
