/** A zone's delivery time as texts name it: '1-2' working days, or '2' when both ends agree. */
export function deliveryDaysText(zone: { deliveryMinDays: number; deliveryMaxDays: number }): string {
  return zone.deliveryMinDays === zone.deliveryMaxDays
    ? String(zone.deliveryMinDays)
    : `${zone.deliveryMinDays}-${zone.deliveryMaxDays}`;
}
