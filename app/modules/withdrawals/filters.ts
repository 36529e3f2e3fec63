/**
 * Where a withdrawal statement stands for the owner:
 * - new: matched to its order automatically (number and e-mail agree) and in time;
 * - flagged: matched to no order, or received after the period: the owner must look at it;
 * - matched: the owner linked it to an order by hand;
 * - refunded: a refund was linked to it (set by the refunds module).
 * Only new/matched/refunded are stored; 'flagged' follows from the row, so a statement stops being
 * flagged the moment the owner matches it, and a refund can still mark a flagged one refunded.
 */
export type WithdrawalState = 'new' | 'matched' | 'refunded' | 'flagged';
export type WithdrawalFilter = 'all' | WithdrawalState;
export const withdrawalFilters: WithdrawalFilter[] = ['all', 'new', 'matched', 'refunded', 'flagged'];

export function withdrawalState(row: {
  status: 'new' | 'matched' | 'refunded';
  orderId: string | null;
  late: boolean;
}): WithdrawalState {
  if (row.status !== 'new') return row.status;
  return row.orderId === null || row.late ? 'flagged' : 'new';
}

export function parseWithdrawalFilter(value: string | null): WithdrawalFilter {
  return withdrawalFilters.find((filter) => filter === value) ?? 'all';
}
