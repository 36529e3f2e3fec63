import { beforeAll, describe, expect, it } from 'vitest';

let analyticsFor: typeof import('./consent.server').analyticsFor;
let serializeConsent: typeof import('./consent.server').serializeConsent;

beforeAll(async () => {
  process.env.PIXEL_ID = '1234567890';
  ({ analyticsFor, serializeConsent } = await import('./consent.server'));
});

const request = (cookie?: string) =>
  new Request('http://shop.test/nl', { headers: cookie ? { cookie } : {} });

describe('analytics consent', () => {
  it('asks first and loads no pixel before an answer', async () => {
    expect(await analyticsFor(request())).toEqual({ pixelId: null, askConsent: true });
  });
  it('loads the pixel only after a yes', async () => {
    const yes = (await serializeConsent('granted')).split(';')[0];
    expect(await analyticsFor(request(yes))).toEqual({ pixelId: '1234567890', askConsent: false });
    const no = (await serializeConsent('denied')).split(';')[0];
    expect(await analyticsFor(request(no))).toEqual({ pixelId: null, askConsent: false });
  });
});
