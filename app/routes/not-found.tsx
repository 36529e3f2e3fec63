import { data, redirect } from 'react-router';
import { NotFoundMessage } from '~/components/not-found-message';
import { getLocale } from '~/i18n/i18next.server';
import { redirectTarget } from '~/i18n/legacy';
import { logger } from '~/modules/observability/logger.server';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: '404' }, { name: 'robots', content: 'noindex' }];

/** Old, alternative and unprefixed paths redirect permanently; anything else is a logged 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = getLocale(context);
  const target = redirectTarget(url.pathname, lang);
  if (target) throw redirect(`${target}${target.includes('#') ? '' : url.search}`, 301);
  logger.warn('page not found', { path: url.pathname, referer: request.headers.get('referer') ?? undefined });
  return data({ lang }, { status: 404 });
}

export async function action() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main>
      <NotFoundMessage />
    </main>
  );
}
