/** The admin list's tabs; 'flagged' = not matched to an order, or received after the period. */
export type WithdrawalFilter = 'all' | 'new' | 'matched' | 'refunded' | 'flagged';
export const withdrawalFilters: WithdrawalFilter[] = ['all', 'new', 'matched', 'refunded', 'flagged'];
