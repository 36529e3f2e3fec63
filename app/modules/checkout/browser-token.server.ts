import { createHash, randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';
import { env, sessionSecret } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

/**
 * A random token of the browser that placed an order. The order keeps only its hash; the success
 * page shows the customer's e-mail only when the browser presents the matching token.
 */
function browserCookie() {
  return createCookie('order-browser', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    secrets: [sessionSecret()],
    maxAge: cookieLifetimes.orderBrowser,
  });
}

export async function readBrowserToken(request: Request): Promise<string | undefined> {
  const value = await browserCookie().parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length >= 32 ? value : undefined;
}

export async function ensureBrowserToken(request: Request): Promise<{ token: string; setCookie?: string }> {
  const existing = await readBrowserToken(request);
  if (existing) return { token: existing };
  const token = randomBytes(32).toString('base64url');
  return { token, setCookie: await browserCookie().serialize(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
