import { z } from 'zod';
import { adminText } from '~/modules/admin/admin-text';
import { orderNumber } from '~/modules/orders/status';
import type { Toast } from '~/modules/toast/toast';
import { carrierSchema, trackingCodeSchema } from './ship-form';

/** One page of the order list at most, with room to spare: a bulk action is not a batch job. */
export const MAX_SELECTED = 100;

/** The order list's bulk form posts the ticked orders as `orderId` and each code as `trackingCode-{id}`. */
export const codeField = (orderId: string) => `trackingCode-${orderId}`;

export type BulkShipInput = { carrier: string; orders: { id: string; trackingCode: string | null }[] };
type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The ticked orders, each once, in the order of the list. */
export function parseSelection(form: FormData): Parsed<string[]> {
  const ids = [...new Set(form.getAll('orderId').map(String))];
  if (ids.length === 0) return { ok: false, message: adminText('bulk.noneSelected') };
  if (ids.length > MAX_SELECTED) {
    return { ok: false, message: adminText('bulk.tooMany', { max: MAX_SELECTED }) };
  }
  if (!ids.every((id) => z.uuid().safeParse(id).success)) {
    return { ok: false, message: adminText('bulk.unknownOrder') };
  }
  return { ok: true, value: ids };
}

/** One carrier for all; a code per order is optional, but one that is typed must be a valid code. */
export function parseBulkShip(form: FormData): Parsed<BulkShipInput> {
  const selection = parseSelection(form);
  if (!selection.ok) return selection;
  const carrier = carrierSchema.safeParse(form.get('carrier') ?? undefined);
  if (!carrier.success) return { ok: false, message: firstIssue(carrier.error) };
  const orders: BulkShipInput['orders'] = [];
  for (const id of selection.value) {
    const typed = String(form.get(codeField(id)) ?? '').trim();
    const code = trackingCodeSchema.safeParse(typed);
    if (typed && !code.success) {
      const message = firstIssue(code.error);
      return { ok: false, message: adminText('bulk.codeError', { number: orderNumber(id), message }) };
    }
    orders.push({ id, trackingCode: code.success ? code.data : null });
  }
  return { ok: true, value: { carrier: carrier.data, orders } };
}

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? adminText('bulk.unknownOrder');

export type BulkShipResult = { shipped: string[]; skipped: string[] };

/**
 * What the owner reads afterwards: how many were marked shipped, and which were skipped because
 * they were not paid or already shipped (another admin, or a stale page). Nothing shipped is a 409.
 */
export function bulkShipFeedback(
  result: BulkShipResult,
): { ok: true; toast: Toast } | { ok: false; message: string } {
  // The toast has room for a few numbers; the list shows the rest still 'Te verzenden'.
  const shown = result.skipped.slice(0, 10).map(orderNumber);
  const numbers = result.skipped.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
  if (result.shipped.length === 0) {
    return { ok: false, message: adminText('bulk.noneShipped', { numbers, count: result.skipped.length }) };
  }
  const skipped = result.skipped.length ? ` ${adminText('bulk.skipped', { numbers })}` : '';
  return {
    ok: true,
    toast: {
      type: 'success',
      title: adminText('bulk.done', { count: result.shipped.length }),
      description: `${adminText('bulk.doneText')}${skipped}`,
    },
  };
}

/** The ticks, codes and carrier of a refused submission, to show the form again as it was sent. */
export function echoSelection(form: FormData) {
  const selected = form.getAll('orderId').map(String).slice(0, MAX_SELECTED);
  const codes = Object.fromEntries(selected.map((id) => [id, String(form.get(codeField(id)) ?? '')]));
  return { selected, codes, carrier: String(form.get('carrier') ?? '') };
}
