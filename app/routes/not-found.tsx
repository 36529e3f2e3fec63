import { data, redirect } from 'react-router';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { redirectTarget } from '~/i18n/legacy';
import { useTranslation } from '~/i18n/translation';
import { logger } from '~/modules/observability/logger.server';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: '404' }, { name: 'robots', content: 'noindex' }];

/** Old, alternative and unprefixed paths redirect permanently; anything else is a logged 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = getLocale(context) as Lang;
  const target = redirectTarget(url.pathname, lang);
  if (target) throw redirect(`${target}${target.includes('#') ? '' : url.search}`, 301);
  logger.warn('page not found', { path: url.pathname, referer: request.headers.get('referer') ?? undefined });
  return data({ lang }, { status: 404 });
}

export async function action() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
      <a
        href="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.home')}
      </a>
    </main>
  );
}
