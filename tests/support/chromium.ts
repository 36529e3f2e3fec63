import { systemChromium } from '../../app/modules/invoices/system-chromium';

/** The browser tests and benchmarks drive: CHROME_PATH, else the headless shell where installed. */
export function headlessChromium(): string {
  return process.env.CHROME_PATH ?? systemChromium();
}

/** The shell is headless by itself; the full browser must be told (its new headless mode). */
export const headlessFlags = (executable: string): string[] =>
  executable.endsWith('headless-shell') ? [] : ['--headless=new'];
