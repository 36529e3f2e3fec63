// The HTTP server: static assets, security headers, the React Router handler, and a graceful stop.
// Plain JavaScript so `npm run serve` needs no TypeScript tooling at run time.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const BUILD_PATH = path.resolve('build/server/index.js');
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = LEVELS[process.env.LOG_LEVEL] ?? LEVELS.info;

function log(level, msg, fields = {}) {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

const build = await import(BUILD_PATH);
try {
  await build.entry.module.startup();
} catch (error) {
  log('error', 'startup failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', true);
app.use(compression());

app.use((req, res, next) => {
  const requestId = req.get('fly-request-id') || randomUUID();
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

// Every state-changing request from another site is refused before any action runs.
app.use((req, res, next) => {
  const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
  const request = { method: req.method, url, headers: { get: (name) => req.get(name) ?? null } };
  if (build.entry.module.refuseCrossOrigin(request)) {
    res.status(403).type('text/plain').send('Cross-origin request refused');
    return;
  }
  next();
});

// Anonymous public pages rendered less than a second ago are answered here, before React Router
// matches a route (app/modules/http/page-cache.server.ts decides what may be shared).
app.get('/{*splat}', (req, res, next) => {
  const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
  const request = { method: req.method, url, headers: { get: (name) => req.get(name) ?? null } };
  build.entry.module
    .cachedPage(request)
    .then((page) => {
      if (!page) return next();
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      res.end(page.body);
    })
    .catch(next);
});

// Vite's hashed assets never change under the same name.
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));

app.all('/{*splat}', createRequestHandler({ build }));

const server = app.listen(port, () => log('info', 'listening', { url: `http://localhost:${port}` }));

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log('info', 'shutting down', { signal });
  server.close(async () => {
    await build.entry.module
      .shutdown?.()
      .catch((error) => log('error', 'shutdown failed', { error: String(error) }));
    process.exit(0);
  });
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(1), 25_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
