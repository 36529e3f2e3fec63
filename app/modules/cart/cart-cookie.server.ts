import { createCookie } from 'react-router';
import { z } from 'zod';
import { env, sessionSecret } from '~/env.server';
import { createTtlCache } from '~/modules/cache/ttl-cache';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

/** Only ids and quantities: prices and stock are always read from the database (DESIGN.md 4). */
export type CartLine = { productId: string; quantity: number };

const MAX_LINES = 20;
const MAX_QUANTITY = 999;

const cartSchema = z
  .array(
    z.object({ productId: z.string().min(1).max(100), quantity: z.number().int().min(1).max(MAX_QUANTITY) }),
  )
  .max(MAX_LINES);

/** The cart cookie's name: the one cookie besides the language that a stored page may be keyed by. */
export const CART_COOKIE = 'wallplanner-cart';

function cartCookie() {
  return createCookie(CART_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    secrets: [sessionSecret()],
    maxAge: cookieLifetimes.cart,
  });
}

/** The cart of a request; a tampered or malformed cookie reads as an empty cart. */
export async function readCart(request: Request): Promise<CartLine[]> {
  return cartFromHeader(request.headers.get('cookie'));
}

async function cartFromHeader(cookieHeader: string | null): Promise<CartLine[]> {
  const parsed = cartSchema.safeParse(await cartCookie().parse(cookieHeader));
  return parsed.success ? parsed.data : [];
}

/**
 * Cookie header -> contents key, for the page store's every request: checking the signature is a
 * WebCrypto round trip, and a header reads the same for as long as the secret is the same.
 */
const contentsKeys = createTtlCache<string, string>({ ttlMs: 60_000, max: 1_000 });

/**
 * What a page shows of this cart, as a key: the ids and quantities as the page reads them, in cart
 * order (the drawer lists them so), the same for every shopper with this cart whatever the cookie's
 * signature or expiry. A tampered cookie keys as the empty cart it reads as.
 */
export async function cartContentsKey(cookieHeader: string | null): Promise<string> {
  return contentsKeys.fetch(cookieHeader ?? '', async () =>
    JSON.stringify(await cartFromHeader(cookieHeader)),
  );
}

export async function serializeCart(lines: CartLine[]): Promise<string> {
  return cartCookie().serialize(cartSchema.parse(lines));
}
