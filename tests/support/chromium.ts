import { existsSync } from 'node:fs';

/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless by default:
 * the same Blink and V8 without the desktop browser around them. The full browser in headless mode
 * also starts its own interface pages (the omnibox popup loads some 400 modules while a page loads),
 * which cost about a quarter more CPU per test here and put the page's first paint behind them: a
 * Lighthouse run saw the first paint at 0.7 s after a DOMContentLoaded at 0.12 s. The full browser
 * where the shell is not installed; CHROME_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function headlessChromium(): string {
  return process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

/** The shell is headless by itself; the full browser must be told (its new headless mode). */
export const headlessFlags = (executable: string): string[] =>
  executable.endsWith('headless-shell') ? [] : ['--headless=new'];
