import { createCookie, redirect } from 'react-router';
import { env, sessionSecret } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';
import { type Toast, toastSchema } from './toast';

/** A one-shot flash cookie, so feedback after a redirect also reaches shoppers without JavaScript. */
function toastCookie() {
  return createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    secrets: [sessionSecret()],
    maxAge: cookieLifetimes.toast,
  });
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toastSchema.parse(toast));
}

export async function redirectWithToast(
  url: string,
  toast: Toast,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastHeader(toast));
  return redirect(url, { ...init, status: init.status ?? 303, headers });
}

/** The pending toast of a request, if any; the root middleware clears it once a page showed it. */
export async function readToast(request: Request): Promise<Toast | undefined> {
  const raw = await toastCookie().parse(request.headers.get('cookie'));
  const parsed = toastSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export async function clearToastHeader(): Promise<string> {
  return toastCookie().serialize('', { maxAge: 0 });
}
