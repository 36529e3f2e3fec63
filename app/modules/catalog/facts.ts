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
