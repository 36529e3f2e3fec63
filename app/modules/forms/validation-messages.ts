import type { KeysUnder } from '~/i18n/keys';
import type { TFunction } from '~/i18n/translation';

type Form = 'checkout' | 'forms';

/**
 * The validation messages of one form from locales/{lang}/validation.json (nl the spec's wording,
 * word for word), as an object the schema reads field by field. They come from the catalog of the
 * page's language, so the browser loads one language's messages, not a table of all four.
 */
export function validationMessages<F extends Form>(
  t: TFunction,
  form: F,
): Record<KeysUnder<F, KeysUnder<'validation'>>, string> {
  return t(`validation.${form}`, { returnObjects: true }) as unknown as Record<
    KeysUnder<F, KeysUnder<'validation'>>,
    string
  >;
}
