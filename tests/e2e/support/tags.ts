/**
 * Tag for tests that use only the `request` fixture: no page, so JavaScript on or off cannot change
 * their outcome. The js-off project leaves them out (playwright.config.ts), so each runs once.
 */
export const HTTP_ONLY = { tag: '@http-only' };
