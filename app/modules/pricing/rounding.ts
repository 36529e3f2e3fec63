/**
 * round(numerator / denominator) with halves away from zero, in exact integer arithmetic
 * (no float drift on amounts such as 0.5 cent).
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isInteger(numerator) || !Number.isInteger(denominator)) {
    throw new RangeError('divideRounded needs integers and a positive denominator');
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

/** A percentage such as 21 or 5.5 as hundredths of a percent (2100, 550), exact. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
