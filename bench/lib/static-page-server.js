// The static ceiling for bench/http-throughput.ts: node:http answering every request with one page's
// own compressed bytes from memory (the file STATIC_BODY names), as fast as this machine serves a page.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.STATIC_BODY ?? '');
const encoding = process.env.STATIC_ENCODING ?? 'gzip';
createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
  });
  res.end(body);
}).listen(Number(process.env.PORT || 3200));
