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

export type CartIntent =
  | { intent: 'add' | 'decrement'; productId: string }
  | { intent: 'remove'; productId: string }
  | { intent: 'set'; productId: string; quantity: number }
  | { intent: 'clear' };

/** Why a change was not made in full: nothing in stock, or only `stock` of what was asked. */
export type CartRefusal = { kind: 'sold-out' } | { kind: 'not-enough'; stock: number };

export type CartOutcome = { lines: CartLine[]; refusal: CartRefusal | null; added: boolean };

/**
 * One cart request applied to the cookie's lines against the product's stock (spec section 4).
 * Intents are relative ('add', 'decrement'), so two quick clicks on plus add two, whatever the page
 * showed at the time. Raising past the stock is capped at the stock and refused as 'not-enough'.
 * `added`: the product's quantity went up (what the AddToCart pixel event reports).
 */
export function applyCartIntent(
  lines: CartLine[],
  input: CartIntent,
  product?: { id: string; stock: number },
): CartOutcome {
  if (input.intent === 'clear') return { lines: [], refusal: null, added: false };
  if (input.intent === 'remove')
    return { lines: removeFromCart(lines, input.productId), refusal: null, added: false };
  if (!product) return { lines, refusal: { kind: 'sold-out' }, added: false };
  const current = quantityOf(lines, product.id);
  const wanted = input.intent === 'set' ? input.quantity : input.intent === 'add' ? current + 1 : current - 1;
  // Lowering is never refused, even below a stock that has since run out.
  if (wanted <= current)
    return { lines: setQuantity(lines, product.id, wanted), refusal: null, added: false };
  if (product.stock <= 0) return { lines, refusal: { kind: 'sold-out' }, added: false };
  if (wanted > product.stock) {
    return {
      lines: setQuantity(lines, product.id, product.stock),
      refusal: { kind: 'not-enough', stock: product.stock },
      added: false,
    };
  }
  const next =
    current === 0 && wanted > 0
      ? addToCart(lines, product.id, wanted)
      : setQuantity(lines, product.id, wanted);
  return { lines: next, refusal: null, added: wanted > current };
}
