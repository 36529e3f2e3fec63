import { existsSync } from 'node:fs';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink and
 * V8 without the desktop browser around them. Here it rendered a warm invoice PDF in 227 ms instead of
 * 418 ms, with 186 MiB of browser memory instead of 345 MiB. The full browser where it is missing.
 * The binary itself, not the package's /usr/bin wrapper: that script runs it as a child instead of
 * replacing itself, so the process we launch, watch and kill would be the script.
 * Plain Node (no app aliases): the e2e config and the benchmarks use it too.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

export function systemChromium(): string {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
