import { describe, expect, it } from 'vitest';
import { addToCart, removeFromCart, setQuantity } from './cart-actions';

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
});
