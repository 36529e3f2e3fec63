import { describe, expect, it } from 'vitest';
import { addToCart, applyCartIntent, removeFromCart, setQuantity } from './cart-actions';

describe('cart operations', () => {
  it('adds a new product and increases an existing one', () => {
    const once = addToCart([], 'a');
    expect(once).toEqual([{ productId: 'a', quantity: 1 }]);
    expect(addToCart(once, 'a')).toEqual([{ productId: 'a', quantity: 2 }]);
    expect(addToCart(once, 'b')).toEqual([
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 1 },
    ]);
  });
  it('removes a line when its quantity is set to 0 or less', () => {
    const lines = [{ productId: 'a', quantity: 3 }];
    expect(setQuantity(lines, 'a', 5)).toEqual([{ productId: 'a', quantity: 5 }]);
    expect(setQuantity(lines, 'a', 0)).toEqual([]);
    expect(setQuantity(lines, 'a', -2)).toEqual([]);
    expect(removeFromCart(lines, 'a')).toEqual([]);
  });

  describe('applyCartIntent', () => {
    const planner = { id: 'p', stock: 3 };
    const two = [{ productId: 'p', quantity: 2 }];
    it('adds relative to the cart, not to what the page showed, and reports the add', () => {
      expect(applyCartIntent(two, { intent: 'add', productId: 'p' }, planner)).toEqual({
        lines: [{ productId: 'p', quantity: 3 }],
        refusal: null,
        added: true,
      });
      expect(applyCartIntent([], { intent: 'set', productId: 'p', quantity: 2 }, planner).lines).toEqual(two);
    });
    it('caps at the stock and says so; refuses anything when nothing is left', () => {
      expect(applyCartIntent(two, { intent: 'set', productId: 'p', quantity: 5 }, planner)).toEqual({
        lines: [{ productId: 'p', quantity: 3 }],
        refusal: { kind: 'not-enough', stock: 3 },
        added: false,
      });
      expect(applyCartIntent([], { intent: 'add', productId: 'p' }, { id: 'p', stock: 0 })).toEqual({
        lines: [],
        refusal: { kind: 'sold-out' },
        added: false,
      });
    });
    it('lowers, removes and clears without looking at the stock', () => {
      const soldOut = { id: 'p', stock: 0 };
      expect(applyCartIntent(two, { intent: 'decrement', productId: 'p' }, soldOut)).toEqual({
        lines: [{ productId: 'p', quantity: 1 }],
        refusal: null,
        added: false,
      });
      expect(applyCartIntent(two, { intent: 'set', productId: 'p', quantity: -1 }, soldOut).lines).toEqual(
        [],
      );
      expect(applyCartIntent(two, { intent: 'remove', productId: 'p' }).lines).toEqual([]);
      expect(applyCartIntent(two, { intent: 'clear' }).lines).toEqual([]);
    });
  });
});
