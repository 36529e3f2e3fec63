import { publicOrigin } from '~/env.server';
import { alternates, href, isIndexable, type PageId, pageIds } from '~/i18n/pages';
import type { Route } from './+types/sitemap';

/** Same rule as the pages' hreflang: the root picks a language for the home page, nl for the rest. */
const xDefault = (id: PageId) => (id === 'home' ? '/' : href(id, 'nl'));

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every localized page with its xhtml:link alternates, all derived from the page table. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const urls = pageIds.filter(isIndexable).flatMap((id) => {
    const versions = alternates(id);
    const links = [
      ...versions.map((v) => ({ hreflang: v.lang, path: v.path })),
      { hreflang: 'x-default', path: xDefault(id) },
    ]
      .map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(origin + l.path)}"/>`,
      )
      .join('\n');
    return versions.map((v) => `  <url>\n    <loc>${escapeXml(origin + v.path)}</loc>\n${links}\n  </url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
