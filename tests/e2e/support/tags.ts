/**
 * Tag for tests that use only the `request` fixture: no page, so JavaScript on or off cannot change
 * their outcome. The js-off project leaves them out (playwright.config.ts), so each runs once.
 */
export const HTTP_ONLY = { tag: '@http-only' };

/**
 * Tag for tests that read what the server rendered (headings, texts, links, structured data) and
 * use nothing JavaScript adds. They run once, without JavaScript, which proves the server sends it
 * all; tests/e2e/hydration.spec.ts proves that hydration keeps every route module's text as the
 * server rendered it, so the same checks with JavaScript would repeat them.
 */
export const SERVER_HTML = { tag: '@server-html' };
