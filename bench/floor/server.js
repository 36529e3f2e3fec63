// Serves the floor app the way server/index.js serves the shop (Express, compression, the
// React Router request handler), minus everything the shop adds, so the difference is the shop.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));
const app = express();
app.use(compression());
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.all('/{*splat}', createRequestHandler({ build }));
app.listen(Number(process.env.PORT || 3100), () => console.log('floor listening'));
