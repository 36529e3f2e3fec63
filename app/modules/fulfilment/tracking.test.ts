import { describe, expect, it } from 'vitest';
import { carrierChoices, trackingUrl } from './tracking';

describe('track-and-trace links', () => {
  it('builds the PostNL link from code, country and postal code without spaces', () => {
    expect(
      trackingUrl({ carrier: 'PostNL', trackingCode: '3SABCD1234567', country: 'NL', postalCode: '2514 EA' }),
    ).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-2514EA');
  });
  it('escapes what the owner typed, so a code cannot change the address', () => {
    expect(
      trackingUrl({ carrier: 'dhl', trackingCode: 'JJD0&x=<1>', country: 'DE', postalCode: '10115' }),
    ).toBe('https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=JJD0%26x%3D%3C1%3E');
  });
  it('gives no link for an unknown carrier or without a code', () => {
    expect(trackingUrl({ carrier: 'Fietskoerier', trackingCode: 'A1', country: 'NL', postalCode: '1' })).toBe(
      null,
    );
    expect(trackingUrl({ carrier: 'PostNL', trackingCode: null, country: 'NL', postalCode: '1' })).toBe(null);
  });
  it('offers the carrier from the settings first and each carrier once', () => {
    expect(carrierChoices('postnl')).toEqual(['postnl', 'DHL', 'DPD', 'GLS', 'UPS', 'bpost']);
    expect(carrierChoices('Fietskoerier')[0]).toBe('Fietskoerier');
  });
});
