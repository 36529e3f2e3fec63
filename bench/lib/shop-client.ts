/** What a shopper's browser does, as plain HTTP: fill a cart, fill in the checkout form. */

export async function cartCookie(
  baseUrl: string,
  productId = 'wall-planner-001',
  quantity = 1,
): Promise<string> {
  let cookie = '';
  for (let i = 0; i < quantity; i++) {
    const response = await fetch(`${baseUrl}/api/cart`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, cookie },
      body: new URLSearchParams({ intent: 'add', productId, returnTo: '/nl' }),
    });
    const cart = (response.headers.get('set-cookie') ?? '').match(/wallplanner-cart=[^;]+/)?.[0];
    if (!cart) throw new Error(`adding to the cart answered ${response.status} without a cart cookie`);
    cookie = cart;
  }
  return cookie;
}

export function checkoutForm(shopper: number): URLSearchParams {
  return new URLSearchParams({
    checkoutToken: crypto.randomUUID(),
    email: `shopper${shopper}@example.nl`,
    firstName: 'Sanne',
    lastName: 'de Vries',
    address: 'Keizersgracht 1',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
    country: 'NL',
    phone: '0612345678',
  });
}

/** Submits the checkout; returns the status, the redirect target and the time it took. */
export async function submitCheckout(
  baseUrl: string,
  cookie: string,
  shopper: number,
): Promise<{ status: number; location: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/nl/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, cookie },
    body: checkoutForm(shopper),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    ms: performance.now() - started,
  };
}
