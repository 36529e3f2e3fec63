const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` working days (Monday to Friday) after `from`: the last day a parcel may arrive. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setTime(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/**
 * Whether a statement received at `receivedAt` came after the withdrawal period: `periodDays` after
 * delivery, taking delivery as late as the zone promises (shipped + its maximum working days), so
 * a customer is never flagged for our slow parcel. Without a dispatch date the delivery is unknown
 * and no statement is late. Late statements are still accepted; the flag only tells the owner.
 */
export function isAfterPeriod(options: {
  shippedAt: Date | null;
  deliveryMaxDays: number;
  periodDays: number;
  receivedAt: Date;
}): boolean {
  if (!options.shippedAt) return false;
  const delivered = addWorkingDays(options.shippedAt, options.deliveryMaxDays);
  return options.receivedAt.getTime() > delivered.getTime() + options.periodDays * DAY_MS;
}

/** '#3F2A9C1D', '3f2a9c1d ' or 'bestelling 3F2A9C1D' -> '3f2a9c1d'; null when no 8-hex number is in it. */
export function normaliseOrderNumber(typed: string): string | null {
  return /\b#?([0-9a-f]{8})\b/i.exec(typed.trim())?.[1]?.toLowerCase() ?? null;
}
