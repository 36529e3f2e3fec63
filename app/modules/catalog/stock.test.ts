import { describe, expect, it } from 'vitest';
import { stockState } from './stock';

describe('stockState', () => {
  it('is sold out at zero (and below, should the data ever say so)', () => {
    expect(stockState(0)).toEqual({ kind: 'soldOut' });
    expect(stockState(-1)).toEqual({ kind: 'soldOut' });
  });
  it('warns below ten with the count', () => {
    expect(stockState(1)).toEqual({ kind: 'low', count: 1 });
    expect(stockState(9)).toEqual({ kind: 'low', count: 9 });
  });
  it('is plainly available from ten', () => {
    expect(stockState(10)).toEqual({ kind: 'available' });
  });
});
