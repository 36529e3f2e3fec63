import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-target.server';

describe('requestUrl', () => {
  it('builds the URL of an ordinary request', () => {
    expect(requestUrl('localhost:3000', '/nl/contact?x=1', 'http')?.href).toBe(
      'http://localhost:3000/nl/contact?x=1',
    );
    expect(requestUrl('[::1]:8080', '/', 'https')?.href).toBe('https://[::1]:8080/');
    expect(requestUrl('localhost:80', '/', 'http')?.href).toBe('http://localhost/');
    expect(requestUrl('Shop.Example.NL', '//double', 'https')?.pathname).toBe('//double');
  });

  it('refuses what names no URL of this shop', () => {
    expect(requestUrl(undefined, '/', 'http')).toBeNull();
    expect(requestUrl('', '/', 'http')).toBeNull();
    expect(requestUrl('localhost', 'http://evil.example/', 'http')).toBeNull();
    expect(requestUrl('localhost', '*', 'http')).toBeNull();
    for (const host of ['a b', 'evil.example/x', 'user@host', '[::1', 'host:port', 'host:123456', '%41']) {
      expect(requestUrl(host, '/', 'http')).toBeNull();
    }
  });
});
