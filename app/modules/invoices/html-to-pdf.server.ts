import puppeteer, { type Browser } from 'puppeteer-core';
import { env } from '~/env.server';
import { logger } from '~/modules/observability/logger.server';
import { createLimiter } from './limiter';

/**
 * HTML -> A4 PDF with one Chromium reused across renders (DESIGN.md 5: about 70 ms warm against
 * 1.2 s for a browser per document). Each render gets its own page, closed whatever happens. The
 * browser is replaced after RECYCLE_AFTER renders (Chromium's memory creeps up over time), after a
 * timeout (it may be wedged) and when it disconnects (crashed or killed).
 */

const RECYCLE_AFTER = 300;
const RENDER_TIMEOUT_MS = 10_000;
const CONCURRENT_PAGES = 2;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Instance = {
  browser: Promise<Browser>;
  pid?: number;
  renders: number;
  active: number;
  retired: boolean;
};

let current: Instance | undefined;
let launches = 0;
const limit = createLimiter(CONCURRENT_PAGES);

export class PdfRenderTimeoutError extends Error {
  constructor() {
    super(`PDF render took longer than ${RENDER_TIMEOUT_MS} ms`);
    this.name = 'PdfRenderTimeoutError';
  }
}

function launch(): Instance {
  const browser = puppeteer.launch({
    executablePath: env().CHROME_PATH,
    headless: true,
    args: ARGS,
    // A CDP call that never answers must fail instead of holding a request forever.
    protocolTimeout: RENDER_TIMEOUT_MS * 2,
  });
  launches++;
  const instance: Instance = { browser, renders: 0, active: 0, retired: false };
  const forget = () => {
    instance.retired = true;
    if (current === instance) current = undefined;
  };
  // A crashed browser or a failed launch must not stick: the next render starts a new one.
  browser.then((b) => {
    instance.pid = b.process()?.pid;
    b.on('disconnected', forget);
  }, forget);
  return instance;
}

/** Stops handing out `instance`; closes it as soon as its last page is done. */
function retire(instance: Instance): void {
  instance.retired = true;
  if (current === instance) current = undefined;
  if (instance.active === 0) void closeInstance(instance);
}

async function closeInstance(instance: Instance): Promise<void> {
  const browser = await instance.browser.catch(() => undefined);
  await browser?.close().catch((error: unknown) => {
    logger.warn('closing chromium failed', { error: String(error) });
    browser.process()?.kill('SIGKILL');
  });
}

function instanceForRender(): Instance {
  if (!current || current.retired) current = launch();
  const instance = current;
  instance.renders++;
  instance.active++;
  // Count the render now so concurrent renders agree on when to recycle.
  if (instance.renders >= RECYCLE_AFTER) {
    instance.retired = true;
    current = undefined;
  }
  return instance;
}

function withTimeout<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new PdfRenderTimeoutError());
    }, RENDER_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function renderOnce(html: string): Promise<Buffer> {
  const instance = instanceForRender();
  const work = (async () => {
    const browser = await instance.browser;
    const page = await browser.newPage();
    try {
      // The document is self-contained static markup: no script needs to run in it.
      await page.setJavaScriptEnabled(false);
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      return Buffer.from(pdf);
    } finally {
      await page.close().catch(() => {});
    }
  })();
  try {
    // A hung render is most likely a wedged browser: retire it so the next render starts fresh.
    return await withTimeout(work, () => retire(instance));
  } finally {
    instance.active--;
    if (instance.retired && instance.active === 0) void closeInstance(instance);
  }
}

/** Renders a standalone HTML document to PDF bytes; rejects with PdfRenderTimeoutError after 10 s. */
export function htmlToPdf(html: string): Promise<Buffer> {
  return limit(() => renderOnce(html));
}

/** For logs and tests: how many browsers were started, and the one in use. */
export function pdfRendererStats(): { launches: number; pid: number | undefined; renders: number } {
  return { launches, pid: current?.pid, renders: current?.renders ?? 0 };
}

/** Closes the browser (server shutdown, end of tests and benchmarks). */
export async function closePdfRenderer(): Promise<void> {
  const instance = current;
  current = undefined;
  if (instance) await closeInstance(instance);
}
