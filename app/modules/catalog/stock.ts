import { facts } from './facts';

export type StockState = { kind: 'soldOut' } | { kind: 'low'; count: number } | { kind: 'available' };

/** The spec's badge rules: 0 is sold out, 1 to 9 shows 'Nog {n} op voorraad'. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'soldOut' };
  if (stock < facts.lowStockThreshold) return { kind: 'low', count: stock };
  return { kind: 'available' };
}
