// The HTTP server: static assets, security headers, the React Router handler, and a graceful stop.
// Plain JavaScript so `npm run serve` needs no TypeScript tooling at run time.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { writeReadableStreamToWritable } from '@react-router/node';
import compression from 'compression';
import express from 'express';
import { createRequestHandler } from 'react-router';

const BUILD_PATH = path.resolve('build/server/index.js');
const production = process.env.NODE_ENV === 'production';
// `npm run dev`: Vite's dev server in middleware mode serves the browser modules with HMR, and every
// request runs the current source (React Router's virtual server build), as its own templates do.
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);

const vite = dev
  ? await import('vite').then(({ createServer }) =>
      createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    )
  : undefined;
/** The server build: read once in production, the freshly transformed source per call in development. */
const loadBuild = vite
  ? () => vite.ssrLoadModule('virtual:react-router/server-build')
  : await import(BUILD_PATH).then((build) => () => build);

let build = await loadBuild();
const log = (level, msg, fields) => build.entry.module.logger[level](msg, fields);
try {
  await build.entry.module.startup();
} catch (error) {
  log('error', 'startup failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
/** The app's server entry as of this request (development picks up edits without a restart). */
let entry = build.entry.module;
if (vite) {
  app.use(async (_req, _res, next) => {
    try {
      build = await loadBuild();
      entry = build.entry.module;
      next();
    } catch (error) {
      next(error);
    }
  });
}

/**
 * Answers and closes the connection, so no later request is read from the rest of this body.
 * A lingering close, as nginx does: after the answer only our side is shut, and what the client
 * still sends is read and dropped for a few seconds (kept nowhere), so it can read the answer
 * instead of running into a reset; then the socket is destroyed.
 */
function refuse(req, res, status, type, body) {
  const socket = req.socket;
  socket.destroySoon = () => socket.end();
  res.on('finish', () => {
    req.resume();
    setTimeout(() => socket.destroy(), 5000).unref();
  });
  res.status(status).set('Connection', 'close').type(type).send(body);
}

// Before anything builds a URL or counts a client: a request without a usable Host or with a target
// that is not a path gets a 400; the client address and request id come from a proxy only when
// TRUSTED_PROXY names it (app/security/front-door.server.ts).
app.use((req, res, next) => {
  const admission = entry.admitRequest(req.socket.remoteAddress, req.url, { get: (name) => req.get(name) });
  if (!admission.ok) {
    refuse(req, res, 400, 'text/plain', 'Bad Request');
    return;
  }
  res.locals.url = admission.url;
  res.locals.clientAddress = admission.clientAddress;
  const requestId = admission.requestId ?? randomUUID();
  res.setHeader('X-Request-Id', requestId);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (req.path === '/healthz' || req.path.startsWith('/assets/')) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log('info', 'request', {
      requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms),
    });
  });
  next();
});

// Every body is counted as it arrives, whatever its framing (Content-Length or chunked), and reading
// stops at the limit: a 413, the connection closed, nothing more read or kept in memory.
app.use((req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (req.headers['transfer-encoding'] === undefined && !(declared > 0)) return next();
  const tooLarge = () =>
    entry
      .payloadTooLarge(res.locals.url, { get: (name) => req.get(name) })
      .then(({ type, body }) => refuse(req, res, 413, type, body), next);
  if (declared > entry.MAX_BODY_BYTES) return tooLarge();
  const chunks = [];
  let size = 0;
  const stop = () => {
    req.off('data', onData);
    req.off('end', onEnd);
  };
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= entry.MAX_BODY_BYTES) return chunks.push(chunk);
    stop();
    tooLarge();
  };
  const onEnd = () => {
    stop();
    res.locals.body = Buffer.concat(chunks);
    next();
  };
  req.on('data', onData);
  req.on('end', onEnd);
});

// Every state-changing request from another site is refused before any action runs.
app.use((req, res, next) => {
  const request = {
    method: req.method,
    url: res.locals.url.href,
    headers: { get: (name) => req.get(name) ?? null },
  };
  if (entry.refuseCrossOrigin(request)) {
    res.status(403).type('text/plain').send('Cross-origin request refused');
    return;
  }
  next();
});

/** A client navigation's or revalidation's loader data, which React Router serves at `<page>.data`. */
const isDataRequest = (url) => url.pathname.endsWith('.data');

// Anonymous public pages rendered less than a second ago are answered here, before React Router
// matches a route (app/modules/http/page-cache.server.ts decides what may be shared).
app.get('/{*splat}', (req, res, next) => {
  // A client navigation's data (`/nl.data`) is never a stored page.
  if (isDataRequest(res.locals.url)) return next();
  const request = {
    method: req.method,
    url: res.locals.url.href,
    headers: { get: (name) => req.get(name) ?? null },
  };
  entry
    .cachedPage(request)
    .then((page) => {
      if (!page) return next();
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      // Compressed once when stored.
      const encoding = req.acceptsEncodings('br', 'gzip');
      res.vary('Accept-Encoding');
      if (encoding === 'br' || encoding === 'gzip') {
        res.set('Content-Encoding', encoding);
        return res.end(page.encoded()[encoding]);
      }
      res.end(page.body);
    })
    .catch(next);
});

// After the stored pages, which are compressed once when stored and need none of its per-response work.
app.use(compression());

if (vite) {
  app.use(vite.middlewares);
} else {
  // Vite's hashed assets never change under the same name.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // Only a path that names a file can be one of the public files: a page (or its `.data`) would
  // otherwise cost a look at the disk on every request.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  app.use((req, res, next) => (/\.(?!data$)\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
}

// A build given as a function is derived again (every route flattened and ranked) on each request:
// only development, where the build changes between requests, pays for that.
const handle = createRequestHandler(vite ? () => build : build, dev ? 'development' : process.env.NODE_ENV);

/** The Fetch request the app sees: the admitted URL, the body already read, the resolved client address. */
function fetchRequest(req, res) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === entry.CLIENT_ADDRESS_HEADER || name === entry.DATA_REQUEST_HEADER)
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(entry.CLIENT_ADDRESS_HEADER, res.locals.clientAddress);
  // React Router strips `.data` before the middleware sees the URL: the page store must know.
  if (isDataRequest(res.locals.url)) headers.set(entry.DATA_REQUEST_HEADER, '1');
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(res.locals.url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (res.locals.body ?? null) : undefined,
  });
}

// React Router's own handler, fed the request built above (its Express adapter would build the URL
// from forwarded headers and stream the body past our limit).
app.all('/{*splat}', async (req, res, next) => {
  try {
    const response = await handle(fetchRequest(req, res));
    if (res.destroyed || res.writableEnded) {
      await response.body?.cancel();
      return;
    }
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) next(error);
  }
});

const server = app.listen(port, () => log('info', 'listening', { url: `http://localhost:${port}` }));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log('info', 'shutting down', { signal });
  server.close(async () => {
    await vite?.close();
    await entry.shutdown?.().catch((error) => log('error', 'shutdown failed', { error: String(error) }));
    process.exit(0);
  });
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(1), 25_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
