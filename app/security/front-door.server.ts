import { env } from '~/env.server';
import { resolveClientAddress, type TrustedProxy } from './client-address.server';
import { requestUrl } from './request-target.server';

type HeaderSource = { get(name: string): string | null | undefined };

export type Admission =
  | { ok: true; url: URL; clientAddress: string; requestId: string | null }
  | { ok: false };

/** A request id a proxy may hand us: short and plain, so it cannot forge log lines. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * What server/index.js needs to know before any route sees a request: the URL it names (or a
 * refusal for a malformed one), the client's address, and the proxy's request id, all believed
 * from forwarded headers only when TRUSTED_PROXY says the connection comes from our proxy.
 */
export function admitRequest(
  socketAddress: string | undefined,
  target: string,
  headers: HeaderSource,
  proxy: TrustedProxy = env().TRUSTED_PROXY,
): Admission {
  if (!socketAddress) return { ok: false };
  const { address, viaProxy } = resolveClientAddress(socketAddress, headers, proxy);
  const protocol = viaProxy && headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const url = requestUrl(headers.get('host') ?? undefined, target, protocol);
  if (!url) return { ok: false };
  const proxyId = viaProxy ? (headers.get('fly-request-id') ?? headers.get('x-request-id')) : null;
  return {
    ok: true,
    url,
    clientAddress: address,
    requestId: proxyId && REQUEST_ID.test(proxyId) ? proxyId : null,
  };
}
