import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { concretePath, routeTable } from '../support/route-table';

// Header and body contracts over HTTP; the browser's JavaScript setting does not matter here.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP-level test: runs once');

const FIELDS = [
  'intent',
  'productId',
  'quantity',
  'returnTo',
  'email',
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'country',
  'phone',
  'checkoutToken',
  'useDifferentBillingAddress',
  'billingFirstName',
  'companyName',
  'contactPerson',
  'message',
  'name',
  'password',
  'id',
  'choice',
  'status',
  'notes',
  'price',
  'stock',
  'website',
];
const MARKER = 'fz9';
const HOSTILE = [
  `<script>window.${MARKER}=1</script>`,
  `"><img src=x onerror="window.${MARKER}=1">`,
  'javascript:alert(1)',
  "' OR 1=1; --",
  '\u0000\u202e\ud800',
  '%00%ff',
  'x'.repeat(20_000),
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  '../../etc/passwd',
  '//evil.example/',
];

const value = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.integer().map(String));
const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, {
  maxKeys: 8,
});
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 3 });
const cookieHeader = fc.oneof(
  fc.constant(''),
  fc
    .constantFrom(
      'wallplanner-cart',
      'language',
      'consent',
      'toast',
      'order-browser',
      '__session',
      'admin-session',
    )
    .chain((name) => value.map((v) => `${name}=${encodeURIComponent(v.toWellFormed()).slice(0, 4000)}`)),
);
const SAMPLES = Number(process.env.FUZZ_SAMPLES ?? 12);

/**
 * One path per route module: a page's four languages (and the legal module's sixteen pages) run the
 * same loader and action, so fuzzing each of them repeated the same code paths for minutes. The
 * language rotates from module to module, so every language is still sent hostile input.
 */
function onePathPerModule() {
  const byFile = new Map<string, ReturnType<typeof routeTable>>();
  for (const route of routeTable()) byFile.set(route.file, [...(byFile.get(route.file) ?? []), route]);
  return [...byFile.values()].map((paths, index) => paths[index % paths.length] as (typeof paths)[number]);
}

for (const route of onePathPerModule()) {
  test(`${route.path} answers hostile requests without a server error`, async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const target = concretePath(route.path, 'tr_fuzz');
    const queries = fc
      .sample(query, SAMPLES)
      .map((params) =>
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toWellFormed(), v.toWellFormed()])),
      );
    const cookies = fc.sample(cookieHeader, SAMPLES);
    for (const [i, params] of queries.entries()) {
      const url = `${target}?${new URLSearchParams(params)}`;
      const response = await request.get(url, { maxRedirects: 0, headers: { cookie: cookies[i] ?? '' } });
      expect(response.status(), `GET ${url}`).toBeLessThan(500);
    }
    if (!route.hasAction) return;
    for (const [i, form] of fc.sample(body, SAMPLES * 2).entries()) {
      const asJson = i % 5 === 4;
      const response = await request.post(target, {
        maxRedirects: 0,
        headers: { origin: baseURL as string, cookie: cookies[i % cookies.length] ?? '' },
        ...(asJson ? { data: form } : { form }),
      });
      expect(response.status(), `POST ${target} ${JSON.stringify(form).slice(0, 200)}`).toBeLessThan(500);
    }
  });
}

test('nothing a visitor submitted comes back as markup on the public pages', async ({ request }) => {
  for (const route of routeTable().filter(
    (r) => r.hasLoader && !r.path.includes(':') && !r.path.includes('*'),
  )) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toContain(`<script>window.${MARKER}`);
    expect(html, route.path).not.toContain(`onerror="window.${MARKER}`);
  }
});
