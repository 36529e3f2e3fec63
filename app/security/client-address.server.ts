import { BlockList, isIP } from 'node:net';

/**
 * Which forwarded header to believe about the client's address (TRUSTED_PROXY, DESIGN.md 4):
 * none (the default: the socket address is the client), Fly's edge (it sets Fly-Client-IP itself,
 * overwriting what a client sent), or proxies at known addresses appending to X-Forwarded-For.
 */
export type TrustedProxy = { kind: 'none' } | { kind: 'fly' } | { kind: 'cidr'; hops: BlockList };

/** The header server/index.js sets on every request after removing any copy a client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** Parses TRUSTED_PROXY: empty, 'fly', or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustedProxy(value: string | undefined): TrustedProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'none') return { kind: 'none' };
  if (text === 'fly') return { kind: 'fly' };
  const hops = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (family === 0 || !/^\d{0,3}$/.test(prefixText ?? '') || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`"${entry}" is not an address or CIDR range (use 'fly' or e.g. 10.0.0.0/8,::1)`);
    }
    hops.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { kind: 'cidr', hops };
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address it wraps. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

function isTrustedHop(hops: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && hops.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type HeaderSource = { get(name: string): string | null | undefined };

/**
 * The client's address: the socket's, unless the socket belongs to a trusted proxy. Behind
 * proxies at known addresses, X-Forwarded-For is read from the right (each proxy appends the
 * address it saw), skipping trusted hops: the first untrusted entry is the client, and whatever
 * a client wrote further left is never believed. `viaProxy` says the request came through a
 * trusted proxy (its request id may then be kept).
 */
export function resolveClientAddress(
  socketAddress: string,
  headers: HeaderSource,
  proxy: TrustedProxy,
): { address: string; viaProxy: boolean } {
  const socket = normalizeAddress(socketAddress);
  if (proxy.kind === 'fly') {
    const flyClient = normalizeAddress(headers.get('fly-client-ip') ?? '');
    return isIP(flyClient) ? { address: flyClient, viaProxy: true } : { address: socket, viaProxy: false };
  }
  if (proxy.kind === 'none' || !isTrustedHop(proxy.hops, socket)) return { address: socket, viaProxy: false };
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  let address = socket;
  for (let i = forwarded.length - 1; i >= 0 && isTrustedHop(proxy.hops, address); i--) {
    const hop = forwarded[i] as string;
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return { address, viaProxy: true };
}

/** Expands an IPv6 address to its eight groups, so `2001:db8::1` and `2001:db8:0:0::1` compare equal. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The client address as rate limits count it: an IPv4 address, or an IPv6 /64 (one subscriber's
 * network, where a client can pick any of 2^64 addresses at will).
 */
export function addressKey(address: string): string {
  return isIP(address) === 6 ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}

/** The address server/index.js resolved for this request; a request that bypassed it is a bug. */
export function clientAddress(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!address)
    throw new Error(`${CLIENT_ADDRESS_HEADER} missing: requests must come through server/index.js`);
  return address;
}
