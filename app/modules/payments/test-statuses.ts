/** The outcomes the built-in test checkout offers, as Mollie's test mode does. */
export const TEST_FINAL_STATUSES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TestFinalStatus = (typeof TEST_FINAL_STATUSES)[number];
