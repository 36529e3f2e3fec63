import type { OrderItem, RefundLine } from '~/db/schema';
import { divideRounded } from '~/modules/pricing/rounding';

/**
 * What a refund gives back, worked out from the order's stored lines only (never from amounts a
 * browser sends): returned lines at the price they were sold for, minus their share of the volume
 * discount, plus the shipping when chosen. All gross integer cents, like the order.
 */

export type RefundableOrder = {
  orderItems: OrderItem[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
};

export type RefundRequest =
  | { whole: true }
  | { whole: false; quantities: Record<string, number>; shipping: boolean };

export type RefundPlan = {
  lines: RefundLine[];
  discountCents: number;
  shippingCents: number;
  amountCents: number;
};

/** An earlier refund that still counts (pending or refunded; a failed one gave nothing back): its plan. */
export type EarlierRefund = RefundPlan;

export type RefundRefusal =
  | { reason: 'nothing' }
  | { reason: 'unknown-line' }
  | { reason: 'too-many'; name: string; max: number }
  | { reason: 'shipping-refunded' }
  | { reason: 'exceeds-paid'; leftCents: number };

export type Remaining = {
  /** Quantity per product id not yet refunded. */
  quantities: Record<string, number>;
  shipping: boolean;
  discountCents: number;
  amountCents: number;
};

/** What is left to refund after the earlier refunds. */
export function remaining(order: RefundableOrder, earlier: readonly EarlierRefund[]): Remaining {
  const quantities: Record<string, number> = {};
  for (const item of order.orderItems)
    quantities[item.productId] = (quantities[item.productId] ?? 0) + item.quantity;
  for (const refund of earlier)
    for (const line of refund.lines)
      quantities[line.productId] = (quantities[line.productId] ?? 0) - line.quantity;
  const sum = (pick: (r: EarlierRefund) => number) => earlier.reduce((total, r) => total + pick(r), 0);
  return {
    quantities,
    shipping: order.shippingCents > 0 && sum((r) => r.shippingCents) === 0,
    discountCents: order.discountCents - sum((r) => r.discountCents),
    amountCents: order.totalCents - sum((r) => r.amountCents),
  };
}

function chosenLines(order: RefundableOrder, left: Remaining, request: RefundRequest) {
  const lines: RefundLine[] = [];
  for (const item of order.orderItems) {
    const wanted = request.whole
      ? (left.quantities[item.productId] ?? 0)
      : (request.quantities[item.productId] ?? 0);
    if (wanted > 0) lines.push({ ...item, quantity: wanted });
  }
  return lines;
}

export function planRefund(
  order: RefundableOrder,
  earlier: readonly EarlierRefund[],
  request: RefundRequest,
): { ok: true; plan: RefundPlan } | { ok: false; refusal: RefundRefusal } {
  const left = remaining(order, earlier);
  if (!request.whole) {
    for (const productId of Object.keys(request.quantities)) {
      const item = order.orderItems.find((i) => i.productId === productId);
      const wanted = request.quantities[productId] ?? 0;
      if (!item && wanted > 0) return { ok: false, refusal: { reason: 'unknown-line' } };
      const max = Math.max(0, left.quantities[productId] ?? 0);
      if (item && wanted > max) return { ok: false, refusal: { reason: 'too-many', name: item.name, max } };
    }
    if (request.shipping && order.shippingCents > 0 && !left.shipping)
      return { ok: false, refusal: { reason: 'shipping-refunded' } };
  }
  const lines = chosenLines(order, left, request);
  const goodsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const everythingLeft = order.orderItems.every(
    (item) =>
      (left.quantities[item.productId] ?? 0) ===
      (lines.find((l) => l.productId === item.productId)?.quantity ?? 0),
  );
  // The last goods returned take what is left of the discount, so all refunds add up to the order exactly.
  const discountCents =
    goodsCents === 0 || order.subtotalCents === 0
      ? 0
      : everythingLeft
        ? left.discountCents
        : Math.min(left.discountCents, divideRounded(order.discountCents * goodsCents, order.subtotalCents));
  const shippingCents = (request.whole || request.shipping) && left.shipping ? order.shippingCents : 0;
  const amountCents = goodsCents - discountCents + shippingCents;
  if (amountCents <= 0) return { ok: false, refusal: { reason: 'nothing' } };
  if (amountCents > left.amountCents)
    return { ok: false, refusal: { reason: 'exceeds-paid', leftCents: Math.max(0, left.amountCents) } };
  return { ok: true, plan: { lines, discountCents, shippingCents, amountCents } };
}
