/** A host name, IPv4 address or bracketed IPv6 address, with an optional port (RFC 9110 7.2). */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL a request names, or null when it names none the shop can answer: no Host header (an
 * HTTP/1.0 request may omit it), a Host that is not a host name, or a request target that is not a
 * path (the absolute form `GET http://other/ HTTP/1.1`, which only proxies need). Such requests get
 * a 400 before any code builds a URL from them.
 */
export function requestUrl(host: string | undefined, target: string, protocol: 'http' | 'https'): URL | null {
  if (!host || !HOST.test(host) || !target.startsWith('/')) return null;
  // The pattern leaves no `/`, `@`, `?` or `#` in the host, so the target cannot move the authority.
  try {
    return new URL(`${protocol}://${host}${target}`);
  } catch {
    return null;
  }
}
