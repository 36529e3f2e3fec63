import { createHash, createHmac } from 'node:crypto';
import { sessionSecret } from '~/env.server';

/** 32 bytes of HMAC in base64url: the shape of every token we hand out. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of an order's customer page. Derived with the server's secret from the order id, so
 * every e-mail (queued by a webhook long after checkout) can carry the link again without the token
 * being stored anywhere; the order keeps only its SHA-256 to find the order by it. Without the
 * secret nobody can compute a token from an order id, and a leaked table gives no working links.
 */
export function orderPageToken(orderId: string): string {
  return createHmac('sha256', sessionSecret()).update(`order-page:${orderId}`).digest('base64url');
}

export function pageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && TOKEN_SHAPE.test(value);
}
