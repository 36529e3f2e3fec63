import { type Lang, locales } from './config';
import { perLanguage } from './per-language';

// Intl formatters take a fraction of a millisecond each to build, as long as the rest of a render
// of a line: built once per language (and kind) and reused.
const moneyFormat = perLanguage(
  (lang) => new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' }),
);
const numericDate = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
} as const;
const dateFormat = perLanguage((lang) => new Intl.DateTimeFormat(locales[lang], numericDate));
const dateTimeFormat = perLanguage(
  (lang) => new Intl.DateTimeFormat(locales[lang], { ...numericDate, hour: '2-digit', minute: '2-digit' }),
);
const longDateFormat = perLanguage(
  (lang) =>
    new Intl.DateTimeFormat(locales[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const regionNames = perLanguage((lang) => new Intl.DisplayNames([locales[lang]], { type: 'region' }));

/** 2995 -> "€ 29,95" (nl), "€29.95" (en), "29,95 €" (fr, de). */
export function formatMoney(cents: number, lang: Lang): string {
  return moneyFormat(lang).format(cents / 100);
}

/**
 * Dates in the language's numeric format, always with a four-digit year (dateStyle 'short' gives
 * German '22.11.26', ambiguous on an invoice); the admin area always passes 'nl'.
 */
export function formatDate(date: Date | string, lang: Lang, withTime = false): string {
  return (withTime ? dateTimeFormat : dateFormat)(lang).format(new Date(date));
}

/** A country's name in the page language (ISO code in, 'Nederland' / 'Pays-Bas' out). */
export function regionName(countryCode: string, lang: Lang): string {
  return regionNames(lang).of(countryCode) ?? countryCode;
}

/**
 * A time of day from the settings ('13:00') as each language writes it in running text: Dutch
 * '13.00 uur', French '13 h' ('13 h 30'), German '13 Uhr' ('13:30 Uhr'), English '13:00'. Like money
 * and dates this is notation, not wording, so it lives beside them rather than in the catalogs.
 */
export function formatClock(time: string, lang: Lang): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  const onTheHour = minutes === '00';
  switch (lang) {
    case 'nl':
      return `${h}.${minutes} uur`;
    case 'fr':
      return onTheHour ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minutes}`;
    case 'de':
      return onTheHour ? `${h}\u00a0Uhr` : `${h}:${minutes}\u00a0Uhr`;
    default:
      return `${hours.padStart(2, '0')}:${minutes}`;
  }
}

/** A calendar day ('2026-10-04') written out: '4 oktober 2026', '4 October 2026', '4. Oktober 2026'. */
export function formatLongDate(day: string, lang: Lang): string {
  return longDateFormat(lang).format(new Date(`${day}T00:00:00Z`));
}
