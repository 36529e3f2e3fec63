import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (warnings and invariant texts
// included); the browser gets the production build it ships beside it: ~4 KB less gzipped JS.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** React and React Router: on every page, so one chunk (a group of its own, or the shop's would take them in). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/**
 * The shop's small shared modules (texts, page table, formats, buttons, drawer parts): no form or
 * validation code, which would bring its libraries into every first view.
 */
const SHOP_SHARED =
  /[\\/]app[\\/](i18n|security[\\/]nonce|modules[\\/](analytics|seo|toast|catalog)|components[\\/](ui|home|cart|[^\\/]+\.tsx?$))/;
/** The lazy parts (components/lazy-parts.ts) stay out: their code loads when first shown. */
const LAZY = /cart-drawer\.tsx|line-controls|cart-totals|consent-banner|toaster/;
/**
 * Shared by several pages but by no first view of the home page: the form fields (and Conform's
 * helpers with them), the info pages' intro and prose. Left out, they get a chunk of their own that
 * only the pages using them load.
 */
const NOT_ON_HOME =
  /components[\\/](ui[\\/](field|form-alert|honeypot-field|submit-button)|simple-page|prose)\.tsx$/;
const shopShared = (id: string) =>
  SHOP_SHARED.test(id) && !LAZY.test(id) && !NOT_ON_HOME.test(id) && !/node_modules|[\\/]admin[\\/]/.test(id);

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    alias:
      mode === 'production' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    assetsInlineLimit: 0,
    // The deps of a lazily loaded part are mostly on the page already: no preload helper (~1 KB) in
    // the first view's JS to fetch them in parallel.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The shop's small shared modules (texts, page table, formats, buttons) in one chunk
            // instead of fifteen: one request, and gzip sees them together (~4 KB less on /nl).
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: 'shop', test: shopShared, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
  },
}));
