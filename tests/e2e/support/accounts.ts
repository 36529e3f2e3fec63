import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { OWNER } from './owner';

// Accounts other than the owner come by invitation (issue 16.10): these helpers go the whole way
// over HTTP, as a browser without JavaScript would, reading the link from the owner's outbox page.

const someAddress = () => `10.40.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const sessionCookie = (setCookie: string | undefined) => setCookie?.match(/admin_session=[^;]+/)?.[0] ?? '';

export async function ownerCookie(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post('/admin/login', {
    headers: { origin: baseURL, 'x-forwarded-for': someAddress() },
    form: { intent: 'login', ...OWNER },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return sessionCookie(response.headers()['set-cookie']);
}

/**
 * The invitation link the outbox holds for `email` (the owner's outbox page shows each message's
 * text), as the owner: with `cookie`, or the request context's own cookies.
 */
export async function invitationPath(
  request: APIRequestContext,
  email: string,
  cookie?: string,
): Promise<string> {
  const headers = cookie ? { cookie } : undefined;
  const html = await (await request.get('/admin/dashboard/email-test', { headers })).text();
  const link = new RegExp(
    `${email.replace(/[.+]/g, '\\$&')}[^<]*?(/admin/invitation/[A-Za-z0-9_-]{43})`,
  ).exec(html);
  expect(link, `an invitation link for ${email}`).toBeTruthy();
  return link?.[1] ?? '';
}

/** An account without admin rights: invited, accepted, then its rights revoked by the owner. */
export async function memberAccount(request: APIRequestContext, baseURL: string) {
  const owner = await ownerCookie(request, baseURL);
  const account = { email: `medewerker-${randomUUID()}@example.nl`, password: 'geheim-123456' };
  const post = (path: string, form: Record<string, string>, cookie = owner) =>
    request.post(path, { headers: { origin: baseURL, cookie }, form, maxRedirects: 0 });
  expect((await post('/admin/dashboard/admins', { intent: 'invite', email: account.email })).status()).toBe(
    303,
  );
  const accepted = await post(
    await invitationPath(request, account.email, owner),
    { password: account.password },
    '',
  );
  expect(accepted.status()).toBe(303);
  const page = await (await request.get('/admin/dashboard/admins', { headers: { cookie: owner } })).text();
  const userId = new RegExp(
    `${account.email.replace(/[.+]/g, '\\$&')}.*?name="userId" value="([0-9a-f-]{36})"`,
  ).exec(page)?.[1];
  expect((await post('/admin/dashboard/admins', { intent: 'revoke', userId: userId ?? '' })).status()).toBe(
    303,
  );
  return { ...account, cookie: sessionCookie(accepted.headers()['set-cookie']) };
}
