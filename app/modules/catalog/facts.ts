/**
 * Facts about the product and the law that are the same for every merchant selling this planner.
 * Everything that belongs to the merchant (name, address, numbers, shipping, tiers, claims, service
 * times) lives in the admin settings (app/modules/settings) and is read from the database.
 */
export const facts = {
  productSize: '140 × 70 cm',
  weeks: 52,
  /** The top of the rating scale the merchant's claimed rating is out of. */
  ratingMax: 5,
  peoplePerPlanner: 6,
  /** The tax authority's retention period for invoices and the order data behind them. */
  invoiceRetentionYears: 7,
  /** Contact messages and quote requests that led to no order are deleted after this. */
  messageRetentionYears: 2,
  /** The legal minimum a consumer has to report a defect after discovering it (art. 7:23 BW). */
  defectNoticeMonths: 2,
  /** The longest a delivery may take unless agreed otherwise (art. 7:19a BW). */
  maxDeliveryDays: 30,
  lowStockThreshold: 10,
} as const;
