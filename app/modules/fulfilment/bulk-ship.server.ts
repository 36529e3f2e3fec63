import type { BulkShipInput, BulkShipResult } from './bulk-form';
import { markShipped } from './fulfilment.server';

/**
 * Marks the selected orders shipped one by one through the single-order path: each order in its
 * own transaction with its row locked, its own order event and its own shipping e-mail. Orders that
 * are not paid or already shipped are skipped and reported, never changed.
 */
export async function shipSelected(
  input: BulkShipInput,
  actor: string,
  now = new Date(),
): Promise<BulkShipResult> {
  const result: BulkShipResult = { shipped: [], skipped: [] };
  for (const order of input.orders) {
    const outcome = await markShipped(
      order.id,
      { carrier: input.carrier, trackingCode: order.trackingCode },
      actor,
      now,
    );
    (outcome.ok ? result.shipped : result.skipped).push(order.id);
  }
  return result;
}
