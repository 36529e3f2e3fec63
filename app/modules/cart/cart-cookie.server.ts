import { createCookie } from 'react-router';
import { z } from 'zod';
import { env, sessionSecret } from '~/env.server';
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

function cartCookie() {
  return createCookie('wallplanner-cart', {
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
  const raw = await cartCookie().parse(request.headers.get('cookie'));
  const parsed = cartSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

export async function serializeCart(lines: CartLine[]): Promise<string> {
  return cartCookie().serialize(cartSchema.parse(lines));
}
