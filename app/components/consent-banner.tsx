import { useLocation } from 'react-router';
import type { Lang } from '~/i18n/config';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';

export type ConsentChoice = 'granted' | 'denied' | undefined;

/** The page to return to after a choice, without the parameter that reopened the banner. */
function returnPath(pathname: string, search: string, param: string): string {
  const query = new URLSearchParams(search);
  query.delete(param);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Nothing is tracked before a yes. The banner names what a yes enables and offers yes and no as
 * equal buttons; reopened from the footer it says what was chosen, so consent is withdrawn as
 * easily as it was given. A plain form: the choice also works without JavaScript.
 */
export function ConsentBanner({
  lang,
  current,
  param,
}: {
  lang: Lang;
  current: ConsentChoice;
  param: string;
}) {
  const location = useLocation();
  const { t } = useTranslation();
  const button =
    'min-w-28 rounded-full border-2 border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';
  return (
    <section
      aria-label={t('consent.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-lg"
      data-testid="consent-banner"
    >
      <form
        method="post"
        action="/api/consent"
        className="mx-auto flex max-w-4xl flex-wrap items-center gap-3"
      >
        <input type="hidden" name="returnTo" value={returnPath(location.pathname, location.search, param)} />
        <div className="flex-1 text-sm">
          <p>
            {t('consent.text')}{' '}
            <a className="underline" href={href('privacy', lang)}>
              {t('consent.privacy')}
            </a>
          </p>
          {current ? (
            <p className="mt-1 font-semibold" data-testid="consent-current">
              {t(`consent.current.${current}`)}
            </p>
          ) : null}
        </div>
        <button type="submit" name="consent" value="denied" className={button}>
          {t('consent.deny')}
        </button>
        <button type="submit" name="consent" value="granted" className={button}>
          {t('consent.accept')}
        </button>
      </form>
    </section>
  );
}
