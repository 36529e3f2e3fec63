import { describe, expect, it } from 'vitest';
import { formBodyMiddleware } from './form-body.server';

const next = async () => new Response('ok');
const run = (request: Request) =>
  (
    formBodyMiddleware as unknown as (
      args: { request: Request },
      next: () => Promise<Response>,
    ) => Promise<Response>
  )({ request }, next);
const post = (body: BodyInit, type: string) =>
  new Request('http://shop.test/nl/contact', { method: 'POST', body, headers: { 'content-type': type } });

describe('formBodyMiddleware', () => {
  it('lets forms through and refuses other bodies with a 4xx', async () => {
    expect((await run(post('name=An', 'application/x-www-form-urlencoded'))).status).toBe(200);
    expect((await run(post('{"name":"An"}', 'application/json'))).status).toBe(415);
    expect((await run(post('--x\r\nbroken', 'multipart/form-data; boundary=y'))).status).toBe(400);
  });

  it('refuses NUL characters in forms and query strings', async () => {
    expect((await run(post('email=a%00b', 'application/x-www-form-urlencoded'))).status).toBe(400);
    expect((await run(new Request('http://shop.test/admin/dashboard/orders?q=%00'))).status).toBe(400);
    expect((await run(new Request('http://shop.test/nl?ok=1'))).status).toBe(200);
  });
});
