const DAY = 24 * 60 * 60;

/**
 * How long each cookie lives, in seconds. One table because the privacy policy states these
 * figures: the cookies and the text read the same values (content-vars), so they cannot drift apart.
 */
export const cookieLifetimes = {
  cart: 30 * DAY,
  language: 365 * DAY,
  consent: 180 * DAY,
  orderBrowser: 365 * DAY,
  toast: 60,
  adminSession: 7 * DAY,
  adminSidebar: 7 * DAY,
} as const;

/** The lifetimes in whole days for texts (the toast's minute is stated as 'one minute'). */
export function cookieLifetimeDays(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(cookieLifetimes).map(([name, seconds]) => [
      `${name}CookieDays`,
      Math.round(seconds / DAY),
    ]),
  );
}
