import { catalogAsset } from '~/i18n/catalog-asset.server';
import { isLang } from '~/i18n/config';
import type { Route } from './+types/catalog';

/** `/catalog/nl.<hash>.js`: the UI catalog script; an outdated hash is a 404, never other texts. */
export function loader({ params }: Route.LoaderArgs) {
  const [lang, hash, extension] = params.file.split('.');
  if (!isLang(lang) || extension !== 'js' || catalogAsset(lang).hash !== hash) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(catalogAsset(lang).body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
