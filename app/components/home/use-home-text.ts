import type { KeysUnder } from '~/i18n/keys';
import { useTranslation } from '~/i18n/translation';
import type { HomeFacts } from '~/modules/content/home-facts';

/** The home catalog with the facts interpolated: `text(key)` for a string, `list(key)` for an array. */
export function useHomeText(facts: HomeFacts) {
  const { t } = useTranslation();
  return {
    text: (key: KeysUnder<'home'>, extra?: Record<string, unknown>) =>
      t(`home.${key}`, { ...facts, ...extra }),
    list: <T>(key: KeysUnder<'home'>) =>
      t(`home.${key}`, { ...facts, returnObjects: true }) as unknown as T[],
  };
}
