import { useLocation } from 'react-router';
import { LANGUAGE_KEY, type Lang, languageNames, languages } from '~/i18n/config';
import { carriedQuery, href, type PageId, pageExists } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';

/**
 * Plain links to the same page in each language (works without JavaScript; the server stores the
 * choice in the `language` cookie on arrival). A Dutch-only page offers the other languages' home.
 * A page that needs its query string ('?orderId=...') keeps it in the other language.
 */
export function LanguageSwitcher({ lang, pageId }: { lang: Lang; pageId: PageId | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav aria-label={t('language.label')}>
      <ul className="lang-switch flex items-center gap-1 text-sm font-semibold">
        {languages.map((target) => {
          const to =
            pageId && pageExists(pageId, target)
              ? `${href(pageId, target)}${carriedQuery(pageId, search)}`
              : href('home', target);
          const current = target === lang;
          return (
            <li key={target}>
              <a
                href={to}
                hrefLang={target}
                lang={target}
                aria-current={current ? 'true' : undefined}
                title={languageNames[target]}
                onClick={() => {
                  try {
                    localStorage.setItem(LANGUAGE_KEY, target);
                  } catch {
                    // Private mode: the cookie set by the server still remembers the choice.
                  }
                }}
              >
                <span className="sr-only">{languageNames[target]} </span>
                <span aria-hidden="true">{target}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
