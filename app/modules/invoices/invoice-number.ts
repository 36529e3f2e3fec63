const yearInAmsterdam = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' });

/**
 * The invoice year is the Dutch calendar year of the payment: an order paid at 00:30 on 1 January
 * in Amsterdam (still 31 December in UTC) belongs to the new year's series.
 */
export function invoiceYear(paidAt: Date): number {
  return Number(yearInAmsterdam.format(paidAt));
}

/** 2026, 1 -> "2026-000001": sorts as text in issue order within a year. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`bad invoice sequence ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** 2026, 1 -> "C2026-000001": credit invoices have their own series, told apart by the prefix. */
export function formatCreditNumber(year: number, sequence: number): string {
  return `C${formatInvoiceNumber(year, sequence)}`;
}
