/**
 * Where a form may send the visitor back to: a path on this site only (no `//host`, no `\`, no
 * scheme), percent-encoded so any character a visitor sends is a valid Location header.
 * Query and fragment are dropped: they are the form's own business, not the caller's.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(value.toWellFormed(), 'http://shop.invalid');
    // The check is on the path as a browser will resolve it: '/.//evil.example' normalises to
    // '//evil.example', which a Location header would send to another host.
    const path = url.pathname;
    return url.host === 'shop.invalid' && !path.startsWith('//') && !path.includes('\\') ? path : fallback;
  } catch {
    return fallback;
  }
}
