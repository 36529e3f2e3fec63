/**
 * Business facts every text reads, so no page contradicts another (issue 3, DESIGN.md 4).
 * Prices and stock come from the database; these are the fixed claims around them.
 */
export const facts = {
  shopName: 'Wandplanner',
  /** The legal name on invoices; the trade name when the business has no other. */
  legalName: 'Wandplanner',
  productSize: '140 x 70 cm',
  weeks: 52,
  rating: 4.8,
  ratingMax: 5,
  reviewCount: 127,
  happyCustomers: 1000,
  peoplePerPlanner: 6,
  returnDays: 14,
  refundDays: 14,
  warrantyYears: 2,
  defectReportHours: 48,
  deliveryWorkingDays: '1-2',
  dispatchCutoff: '13:00',
  quoteAnswerHours: 24,
  /** A return request is confirmed by e-mail within this many hours. */
  returnConfirmationHours: 24,
  /** The tax authority's retention period for invoices and the order data behind them. */
  invoiceRetentionYears: 7,
  /** Contact messages and quote requests that led to no order are deleted after this. */
  messageRetentionYears: 2,
  /** The legal minimum a consumer has to report a defect after discovering it (art. 7:23 BW). */
  defectNoticeMonths: 2,
  /** The longest a delivery may take unless agreed otherwise (art. 7:19a BW). */
  maxDeliveryDays: 30,
  /** The carrier named on the shipping page; change it here when the shop changes carrier. */
  carrier: 'PostNL',
  volumeTiers: [
    { minQuantity: 1, percent: 0 },
    { minQuantity: 2, percent: 5 },
    { minQuantity: 3, percent: 10 },
    { minQuantity: 4, percent: 15 },
  ],
  largeOrderQuantity: 5,
  lowStockThreshold: 10,
  contact: {
    email: 'info@wandplanner.nl',
    phone: '+31 20 123 4567',
    street: 'Keizersgracht 123',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
    country: 'Nederland',
    /** ISO 3166 code, so documents such as the invoice can name the country in their own language. */
    countryCode: 'NL',
    kvk: '12345678',
    vatNumber: 'NL001234567B01',
  },
  social: {
    instagram: 'https://www.instagram.com/wandplanner',
    facebook: 'https://www.facebook.com/wandplanner',
    pinterest: 'https://www.pinterest.com/wandplanner',
  },
} as const;
