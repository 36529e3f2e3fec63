/**
 * round(numerator / denominator) with halves away from zero, in exact integer arithmetic
 * (no float drift on amounts such as 0.5 cent).
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isInteger(numerator) || !Number.isInteger(denominator)) {
    throw new RangeError('divideRounded needs integers and a positive denominator');
  }
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  // Never -0: it would print as "-0,00" (Intl keeps the sign of a negative zero).
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** A percentage such as 21 or 5.5 as hundredths of a percent (2100, 550), exact. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
