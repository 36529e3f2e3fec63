import { expect, test as setup } from '@playwright/test';
import { OWNER } from './support/owner';

// Runs before both browser projects: the shop's first account, hence its admin, is the owner.
setup('register the shop owner as the first account', async ({ request, baseURL }) => {
  const response = await request.post('/admin/login', {
    headers: { origin: baseURL as string, 'x-forwarded-for': '10.0.0.1' },
    form: { intent: 'register', ...OWNER },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
});
