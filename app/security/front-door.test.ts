import { describe, expect, it } from 'vitest';
import { parseTrustedProxy } from './client-address.server';
import { admitRequest } from './front-door.server';

const headers = (values: Record<string, string>) => new Headers(values);

describe('admitRequest', () => {
  it('keeps no request id, protocol or address a client chose when no proxy is trusted', () => {
    const forged = headers({
      host: 'localhost:3000',
      'fly-request-id': 'forged-id',
      'x-request-id': 'forged-id',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '1.2.3.4',
    });
    const admission = admitRequest('203.0.113.5', '/nl', forged, parseTrustedProxy(undefined));
    expect(admission).toMatchObject({ ok: true, clientAddress: '203.0.113.5', requestId: null });
    expect(admission.ok && admission.url.href).toBe('http://localhost:3000/nl');
  });

  it("keeps Fly's request id and protocol behind Fly", () => {
    const fromFly = headers({
      host: 'shop.nl',
      'fly-request-id': '01HX-abc',
      'fly-client-ip': '198.51.100.4',
      'x-forwarded-proto': 'https',
    });
    const admission = admitRequest('172.16.0.9', '/nl', fromFly, parseTrustedProxy('fly'));
    expect(admission).toMatchObject({ ok: true, clientAddress: '198.51.100.4', requestId: '01HX-abc' });
    expect(admission.ok && admission.url.protocol).toBe('https:');
    // Even a trusted proxy's id must be a plain token (it ends up in log lines).
    const odd = headers({ host: 'shop.nl', 'fly-client-ip': '198.51.100.4', 'fly-request-id': 'a"b c' });
    expect(admitRequest('172.16.0.9', '/', odd, parseTrustedProxy('fly'))).toMatchObject({ requestId: null });
  });

  it('refuses requests that name no URL of the shop', () => {
    const none = parseTrustedProxy(undefined);
    expect(admitRequest('203.0.113.5', '/nl', headers({}), none)).toEqual({ ok: false });
    expect(admitRequest('203.0.113.5', 'http://evil.example/', headers({ host: 'shop.nl' }), none)).toEqual({
      ok: false,
    });
    expect(admitRequest(undefined, '/', headers({ host: 'shop.nl' }), none)).toEqual({ ok: false });
  });
});
