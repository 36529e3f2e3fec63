import { createCookie } from 'react-router';
import { env } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

export type Consent = 'granted' | 'denied' | undefined;

const consentCookie = createCookie('consent', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: cookieLifetimes.consent,
});

export async function readConsent(request: Request): Promise<Consent> {
  const value = await consentCookie.parse(request.headers.get('cookie'));
  return value === 'granted' || value === 'denied' ? value : undefined;
}

export function serializeConsent(value: 'granted' | 'denied'): Promise<string> {
  return consentCookie.serialize(value, { secure: env().NODE_ENV === 'production' });
}

export type Analytics = {
  /** The pixel to load: only when one is configured and the visitor said yes. */
  pixelId: string | null;
  /** Show the banner: no choice yet, or the visitor reopened it from the footer. */
  askConsent: boolean;
  /** A pixel is configured, so there is a choice to make and to withdraw ('Cookie-instellingen'). */
  choosable: boolean;
  consent: Consent;
};

/** The query parameter the footer's 'Cookie-instellingen' link adds to reopen the banner without JavaScript. */
export const COOKIE_SETTINGS_PARAM = 'cookies';

export async function analyticsFor(request: Request): Promise<Analytics> {
  const pixelId = env().PIXEL_ID ?? null;
  if (!pixelId) return { pixelId: null, askConsent: false, choosable: false, consent: undefined };
  const consent = await readConsent(request);
  const reopened = new URL(request.url).searchParams.has(COOKIE_SETTINGS_PARAM);
  return {
    pixelId: consent === 'granted' ? pixelId : null,
    askConsent: consent === undefined || reopened,
    choosable: true,
    consent,
  };
}
