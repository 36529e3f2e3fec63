import { createCookie } from 'react-router';
import { env } from '~/env.server';

export type Consent = 'granted' | 'denied' | undefined;

const consentCookie = createCookie('consent', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 180,
});

export async function readConsent(request: Request): Promise<Consent> {
  const value = await consentCookie.parse(request.headers.get('cookie'));
  return value === 'granted' || value === 'denied' ? value : undefined;
}

export function serializeConsent(value: 'granted' | 'denied'): Promise<string> {
  return consentCookie.serialize(value, { secure: env().NODE_ENV === 'production' });
}

/** The pixel to load for this visitor: only when one is configured and the visitor said yes. */
export async function analyticsFor(
  request: Request,
): Promise<{ pixelId: string | null; askConsent: boolean }> {
  const pixelId = env().PIXEL_ID ?? null;
  if (!pixelId) return { pixelId: null, askConsent: false };
  const consent = await readConsent(request);
  return { pixelId: consent === 'granted' ? pixelId : null, askConsent: consent === undefined };
}
