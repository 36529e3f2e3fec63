import { beforeAll, describe, expect, it } from 'vitest';

let analyticsFor: typeof import('./consent.server').analyticsFor;
let serializeConsent: typeof import('./consent.server').serializeConsent;

beforeAll(async () => {
  process.env.PIXEL_ID = '1234567890';
  ({ analyticsFor, serializeConsent } = await import('./consent.server'));
});

const request = (cookie?: string, path = '/nl') =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

describe('analytics consent', () => {
  it('asks first and loads no pixel before an answer', async () => {
    expect(await analyticsFor(request())).toMatchObject({ pixelId: null, askConsent: true, choosable: true });
  });
  it('loads the pixel only after a yes', async () => {
    const yes = (await serializeConsent('granted')).split(';')[0];
    expect(await analyticsFor(request(yes))).toMatchObject({ pixelId: '1234567890', askConsent: false });
    const no = (await serializeConsent('denied')).split(';')[0];
    expect(await analyticsFor(request(no))).toMatchObject({ pixelId: null, askConsent: false });
  });
  it('reopens from the footer link with the choice made, so it can be withdrawn', async () => {
    const yes = (await serializeConsent('granted')).split(';')[0];
    expect(await analyticsFor(request(yes, '/nl/contact?cookies'))).toMatchObject({
      askConsent: true,
      consent: 'granted',
    });
  });
});
