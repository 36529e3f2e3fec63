import type { CartLine } from './cart-cookie.server';

/** Pure cart operations (spec section 4): the route applies them to the cookie's lines. */

export function addToCart(lines: CartLine[], productId: string, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l.productId === productId);
  if (existing)
    return lines.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + quantity } : l));
  return [...lines, { productId, quantity }];
}

export function setQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, productId);
  return lines.map((l) => (l.productId === productId ? { ...l, quantity } : l));
}

export function removeFromCart(lines: CartLine[], productId: string): CartLine[] {
  return lines.filter((l) => l.productId !== productId);
}

export function quantityOf(lines: CartLine[], productId: string): number {
  return lines.find((l) => l.productId === productId)?.quantity ?? 0;
}
