import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { lazyPartsReady } from '~/components/ui/lazy-part';
import { closeDatabase, openDatabase } from '~/db/client.server';
import { env, testModeInProduction } from '~/env.server';
import { defaultLanguage, isLang } from '~/i18n/config';
import { provideMetaTexts } from '~/i18n/meta-texts';
import { resources } from '~/i18n/resources';
import { type ShippedCatalog, ShippedCatalogContext } from '~/i18n/shipped-catalog';
import { startEmailDelivery, stopEmailDelivery } from '~/modules/email/delivery.server';
import { noteServerError } from '~/modules/http/service-unavailable.server';
import { closeInvoiceRenderer } from '~/modules/invoices/pdf.server';
import { logger } from '~/modules/observability/logger.server';
import { startOrderSweeper, stopOrderSweeper } from '~/modules/orders/sweeper.server';
import { insertIntoHead, structuredDataTags } from '~/modules/seo/document-structured-data.server';
import { warnAboutExampleIdentity } from '~/modules/settings/settings.server';
import { contentSecurityPolicy } from '~/security/headers.server';
import { NonceProvider } from '~/security/nonce';
import { isCrossOriginWrite, type RequestLike } from '~/security/origin.server';

export { cachedPage, DATA_REQUEST_HEADER } from '~/modules/http/page-cache.server';
export { MAX_BODY_BYTES, payloadTooLarge } from '~/modules/http/too-large.server';
// The HTTP server (server/index.js) logs through the app's logger: one format, one LOG_LEVEL.
export { logger } from '~/modules/observability/logger.server';
export { CLIENT_ADDRESS_HEADER } from '~/security/client-address.server';
export { admitRequest } from '~/security/front-door.server';

export const streamTimeout = 5_000;

/** Used by server/index.js in front of React Router, whose own CSRF check would answer 400, not 403. */
export function refuseCrossOrigin(request: RequestLike): boolean {
  return isCrossOriginWrite(request, env().PUBLIC_URL);
}

/**
 * Called by server/index.js before it listens: validates the environment and applies the
 * migrations and the seed, so a bad configuration stops the process with a clear message.
 */
export async function startup(): Promise<void> {
  env();
  await openDatabase();
  await warnAboutExampleIdentity();
  if (testModeInProduction())
    logger.warn(
      'PAYMENTS=test: the built-in test checkout takes the orders, nobody pays; every page says so',
    );
  await startEmailDelivery();
  startOrderSweeper();
}

provideMetaTexts((lang) => resources[lang].common);

/** The catalog of the language the root loader chose (Dutch when the root loader failed). */
function shippedCatalog(routerContext: EntryContext): ShippedCatalog {
  const root = routerContext.staticHandlerContext.loaderData.root as { lang?: unknown } | undefined;
  const lang = isLang(root?.lang) ? root.lang : defaultLanguage;
  return { lang, catalog: resources[lang].common };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString('base64');
  // The first request after a start may come before the code of the lazy parts is read.
  await lazyPartsReady();
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ShippedCatalogContext.Provider value={shippedCatalog(routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ShippedCatalogContext.Provider>
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary (a lazy part: the open cart drawer, the consent
        // banner) out of a long page into a hidden template a script swaps in; without JavaScript
        // it would never show. Every finished part stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set(
            'Content-Security-Policy',
            contentSecurityPolicy(nonce, import.meta.env.DEV, Boolean(env().PIXEL_ID)),
          );
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // Only a page with structured data pays for a stream that looks for the end of the head.
          const tags = structuredDataTags(loadContext);
          if (tags) pipe(insertIntoHead(tags)).pipe(body);
          else pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error('render error', { error: String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router's own refusals (a 405 for a GET on an action-only route, say) are not server errors.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info('request refused', { path: new URL(request.url).pathname, status: error.status });
    return;
  }
  noteServerError(request, error);
  logger.error('unhandled error', {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
};

/** Called by server/index.js once the HTTP server stopped accepting requests. */
export async function shutdown(): Promise<void> {
  // The outbox batch in progress finishes first: it needs the database and maybe Chromium.
  await Promise.all([stopEmailDelivery(), stopOrderSweeper()]);
  // Chromium is a child process: left running it would outlive the server.
  await Promise.all([closeDatabase(), closeInvoiceRenderer()]);
}
