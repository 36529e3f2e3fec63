const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a state-changing request comes from another site. Browsers send Origin (and
 * Sec-Fetch-Site) with every form POST; server-to-server callers such as Mollie's webhook send
 * neither and are let through, they authenticate differently (we fetch the payment from Mollie).
 */
export type RequestLike = { method: string; url: string; headers: { get(name: string): string | null } };

export function isCrossOriginWrite(request: RequestLike, publicUrl?: string): boolean {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  const allowed = new Set([new URL(request.url).origin]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  const host = request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // Behind a TLS-terminating proxy the request URL says http: compare the host as the browser saw it.
  return !allowed.has(origin) && originHost !== host;
}
