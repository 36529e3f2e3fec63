import { useTranslation } from '~/i18n/translation';
import type { HomeFacts } from '~/modules/content/home-facts';

/** The home catalog with the facts interpolated: `text(key)` for a string, `list(key)` for an array. */
export function useHomeText(facts: HomeFacts) {
  const { t } = useTranslation();
  return {
    text: (key: string, extra?: Record<string, unknown>) => t(`home.${key}`, { ...facts, ...extra }),
    list: <T>(key: string) => t(`home.${key}`, { ...facts, returnObjects: true }) as unknown as T[],
  };
}
