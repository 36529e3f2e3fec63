import type { Lang } from './config';
import { aliasTarget, href, type PageId } from './pages';

/** Paths of the previous shop software that search engines and old links still use. */
const legacyExact: Record<string, [PageId, string?]> = {
  '/shop': ['home', 'product'],
  '/cart': ['home', 'product'],
  '/my-account': ['home'],
  // The spec lists the bare paths too: the old shop's policy index and product page.
  '/policies': ['terms'],
  '/product': ['home', 'product'],
  '/policies/privacy-policy': ['privacy'],
  '/policies/terms-of-service': ['terms'],
  '/policies/refund-policy': ['returns'],
  '/policies/shipping-policy': ['shipping'],
};

const legacyPrefixes: [string, PageId, string?][] = [
  ['/products/', 'home', 'product'],
  ['/product/', 'home', 'product'],
  ['/collections/', 'home', 'product'],
  ['/blogs/', 'blog'],
  ['/blog/', 'blog'],
];

/**
 * The permanent redirect for a path that is not a page itself: French alternative readings,
 * unprefixed slugs (`/offerte-aanvragen`, `/blog/...`) and the old shop's paths. Old shop paths go to
 * the Dutch page (the old shop was Dutch only); unprefixed slugs honour the visitor's language.
 */
export function redirectTarget(pathname: string, preferred: Lang): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const alias = aliasTarget(path, preferred);
  if (alias) return alias;
  const exact = legacyExact[path];
  if (exact) return href(exact[0], 'nl', exact[1]);
  for (const [prefix, id, hash] of legacyPrefixes) {
    if (path.startsWith(prefix)) return href(id, 'nl', hash);
  }
  return undefined;
}
