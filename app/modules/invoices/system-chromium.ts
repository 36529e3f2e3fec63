import { existsSync } from 'node:fs';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and
 * V8 without the desktop browser around them. The full browser, run headless, still starts its own interface pages (the omnibox
 * popup alone loads some 400 modules), which here made an invoice PDF take 418 ms instead of 251 ms
 * and the browser's memory 345 MiB instead of 185 MiB. The full browser where the shell is missing.
 * Plain Node (no app aliases): the e2e config and the benchmarks use it too.
 */
// The binary itself, not the package's /usr/bin wrapper: that script runs it as a child instead of
// replacing itself, so the process we launch, watch and kill would be the script.
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function systemChromium(): string {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
