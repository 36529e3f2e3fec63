import { describe, expect, it } from 'vitest';
import {
  addressKey,
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  parseTrustedProxy,
  resolveClientAddress,
} from './client-address.server';

const headers = (values: Record<string, string>) => new Headers(values);

describe('resolveClientAddress', () => {
  it('believes no forwarded header by default', () => {
    const forged = headers({
      'x-forwarded-for': '1.2.3.4',
      'fly-client-ip': '5.6.7.8',
      'x-real-ip': '9.9.9.9',
    });
    expect(resolveClientAddress('203.0.113.7', forged, parseTrustedProxy(undefined))).toEqual({
      address: '203.0.113.7',
      viaProxy: false,
    });
    expect(resolveClientAddress('::ffff:203.0.113.7', forged, parseTrustedProxy('')).address).toBe(
      '203.0.113.7',
    );
  });

  it("trusts Fly-Client-IP only when TRUSTED_PROXY is 'fly'", () => {
    const fly = parseTrustedProxy('fly');
    expect(resolveClientAddress('172.16.0.2', headers({ 'fly-client-ip': '198.51.100.1' }), fly)).toEqual({
      address: '198.51.100.1',
      viaProxy: true,
    });
    expect(resolveClientAddress('172.16.0.2', headers({ 'x-forwarded-for': '1.2.3.4' }), fly).address).toBe(
      '172.16.0.2',
    );
  });

  it('reads X-Forwarded-For from the right, only through trusted hops', () => {
    const nginx = parseTrustedProxy('10.0.0.0/8, ::1');
    // A client forged the left entry; our proxy appended the address it really saw.
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9' });
    expect(resolveClientAddress('10.1.2.3', chain, nginx)).toEqual({
      address: '198.51.100.9',
      viaProxy: true,
    });
    // Two trusted hops in a row are skipped.
    expect(
      resolveClientAddress('::1', headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.0.0.5' }), nginx)
        .address,
    ).toBe('198.51.100.9');
    // A direct connection from an untrusted address cannot forward anything.
    expect(resolveClientAddress('203.0.113.7', chain, nginx)).toEqual({
      address: '203.0.113.7',
      viaProxy: false,
    });
    // Garbage in the header is never an address.
    expect(resolveClientAddress('10.1.2.3', headers({ 'x-forwarded-for': 'unknown' }), nginx).address).toBe(
      '10.1.2.3',
    );
  });

  it('refuses a TRUSTED_PROXY it cannot read', () => {
    expect(() => parseTrustedProxy('10.0.0.0/33')).toThrow(/not an address or CIDR range/);
    expect(() => parseTrustedProxy('true')).toThrow(/not an address/);
  });
});

describe('addressKey', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('clientAddress', () => {
  it('never falls back to a key shared by every client', () => {
    expect(() => clientAddress(new Request('http://shop.test/'))).toThrow(/missing/);
    const request = new Request('http://shop.test/', {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' },
    });
    expect(clientAddress(request)).toBe('198.51.100.1');
  });
});
