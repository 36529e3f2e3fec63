import { type Lang, locales } from './config';

const money = new Map<Lang, Intl.NumberFormat>();

/** 2995 -> "€ 29,95" (nl), "€29.95" (en), "29,95 €" (fr, de). */
export function formatMoney(cents: number, lang: Lang): string {
  let format = money.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' });
    money.set(lang, format);
  }
  return format.format(cents / 100);
}

/**
 * Dates in the language's numeric format, always with a four-digit year (dateStyle 'short' gives
 * German '22.11.26', ambiguous on an invoice); the admin area always passes 'nl'.
 */
export function formatDate(date: Date | string, lang: Lang, withTime = false): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(date));
}

/** A country's name in the page language (ISO code in, 'Nederland' / 'Pays-Bas' out). */
export function regionName(countryCode: string, lang: Lang): string {
  return new Intl.DisplayNames([locales[lang]], { type: 'region' }).of(countryCode) ?? countryCode;
}
