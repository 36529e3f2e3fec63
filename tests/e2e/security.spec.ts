import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';

// HTTP framing and production defaults (issue 16). HTTP-level checks run once; the banner in both.
const httpLevel = () =>
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP-level test: runs once');

function serverPort(baseURL: string | undefined): number {
  return Number(new URL(baseURL as string).port);
}

/** Sends bytes exactly as written and resolves with the status line of the answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

/** Streams a chunked body of `mib` MiB and resolves with the answer as soon as it arrives. */
function chunkedPost(
  port: number,
  path: string,
  type: string,
  mib: number,
): Promise<{ status: number; connection?: string; type?: string; body: string; sentMiB: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': type, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (part) => {
        body += part;
      });
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          type: response.headers['content-type'],
          body,
          sentMiB: sent / 2 ** 20,
        });
      });
    });
    request.on('error', reject);
    const pump = () => {
      while (sent < mib * 2 ** 20) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

test.describe('malformed requests', () => {
  httpLevel();
  test('get a 400, never a server error', async ({ baseURL }) => {
    const port = serverPort(baseURL);
    const close = 'Connection: close\r\n\r\n';
    expect(await rawRequest(port, 'GET /nl HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawRequest(port, `GET http://evil.example/nl HTTP/1.1\r\nHost: localhost\r\n${close}`)).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    for (const host of ['[oops', 'a b', 'shop.test/x', 'user@evil.example']) {
      expect(await rawRequest(port, `GET /nl HTTP/1.1\r\nHost: ${host}\r\n${close}`), host).toBe(
        'HTTP/1.1 400 Bad Request',
      );
    }
    expect(await rawRequest(port, `GET /nl HTTP/1.1\r\nHost: localhost\r\n${close}`)).toBe('HTTP/1.1 200 OK');
  });
});

test.describe('body limit', () => {
  httpLevel();
  test('a chunked upload stops at the limit with a 413 that closes the connection', async ({ baseURL }) => {
    const port = serverPort(baseURL);
    const webhook = await chunkedPost(port, '/api/webhooks/mollie', 'application/octet-stream', 100);
    expect(webhook.status).toBe(413);
    expect(webhook.connection).toBe('close');
    // The answer came long before the 100 MiB were sent: the server stopped reading at the limit.
    expect(webhook.sentMiB).toBeLessThan(50);
  });

  test('a form post over the limit gets a page in the shopper language', async ({ baseURL }) => {
    const port = serverPort(baseURL);
    const form = await chunkedPost(port, '/en/contact', 'application/x-www-form-urlencoded', 2);
    expect(form.status).toBe(413);
    expect(form.type).toContain('text/html');
    expect(form.body).toContain('<title>Message too large</title>');
    const dutch = await chunkedPost(port, '/nl/contact', 'multipart/form-data; boundary=x', 2);
    expect(dutch.body).toContain('Bericht te groot');
  });
});

test.describe('return paths', () => {
  httpLevel();
  test('dot segments cannot turn a return path into another host', async ({ request, baseURL }) => {
    const headers = { origin: baseURL as string };
    for (const returnTo of ['/.//evil.example', '/%2e//evil.example/x', '/nl/..//evil.example']) {
      const consent = await request.post('/api/consent', {
        headers,
        form: { consent: 'denied', returnTo },
        maxRedirects: 0,
      });
      expect(consent.status()).toBe(303);
      expect(consent.headers().location, returnTo).not.toMatch(/^\/\/|^[a-z]+:/i);
      const cart = await request.post('/api/cart', {
        headers,
        form: { intent: 'add', productId: 'wall-planner-001', returnTo },
        maxRedirects: 0,
      });
      expect(cart.headers().location, returnTo).not.toMatch(/^\/\/|^[a-z]+:/i);
    }
  });
});
