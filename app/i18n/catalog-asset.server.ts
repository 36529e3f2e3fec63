import { createHash } from 'node:crypto';
import type { Lang } from './config';
import { resources } from './resources';

type Asset = { href: string; hash: string; body: string };
const assets = new Map<Lang, Asset>();

/**
 * The catalog of one language as a small script at a content-hashed URL: browsers keep it for a
 * year and across pages, and a changed text gets a new URL with the next deploy.
 */
export function catalogAsset(lang: Lang): Asset {
  let asset = assets.get(lang);
  if (!asset) {
    const body = `window.__catalog=${JSON.stringify({ lang, catalog: resources[lang].common })};`;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    asset = { href: `/catalog/${lang}.${hash}.js`, hash, body };
    assets.set(lang, asset);
  }
  return asset;
}
