import type { RouterContextProvider } from 'react-router';
import { publicOrigin } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { href, type PageId, resolvePath } from '~/i18n/pages';
import { resources } from '~/i18n/resources';
import { breadcrumbJsonLd } from '~/modules/seo/structured-data';
import { contentVars } from './content-vars.server';

/**
 * What every content page's loader starts from: the page and language of the URL, the public
 * origin for absolute URLs in JSON-LD, the placeholder values, and its breadcrumb trail.
 */
export async function infoPageContext(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const page = resolvePath(url.pathname);
  const lang = (page?.lang ?? getLocale(context)) as Lang;
  const origin = publicOrigin(request);
  const vars = await contentVars(lang);
  const titles = resources[lang].common.pages as Record<string, { title: string }>;
  /** Home, then each page down to this one. */
  const breadcrumbs = (trail: PageId[]) =>
    breadcrumbJsonLd(
      (['home', ...trail] as PageId[]).map((id) => ({
        name: id === 'home' ? String(vars.shopName) : (titles[id]?.title ?? id),
        url: `${origin}${href(id, lang)}`,
      })),
    );
  return { lang, pageId: page?.id, origin, vars, breadcrumbs };
}
