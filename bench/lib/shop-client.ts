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

/**
 * The total the checkout page shows for this cart, as its form carries it: the server refuses an
 * order for any other amount (409 'total changed'), so a shopper submits the figure they saw.
 */
export async function shownTotal(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/nl/checkout`, { headers: { cookie } });
  const page = await response.text();
  const value = /name="shownTotalCents" value="(\d+)"/.exec(page)?.[1];
  if (!value) throw new Error(`the checkout page (${response.status}) shows no total`);
  return Number(value);
}

export type Shopper = {
  /** Which shopper: their e-mail address is their own (the per-address pending limit counts it). */
  shopper: number;
  /** What their checkout page showed (shownTotal). */
  shownTotalCents: number;
  /** A further order by the same person gets its own address, as a new customer's would. */
  round?: number;
};

export function checkoutForm({ shopper, shownTotalCents, round }: Shopper): URLSearchParams {
  return new URLSearchParams({
    checkoutToken: crypto.randomUUID(),
    shownTotalCents: String(shownTotalCents),
    email: round ? `shopper${shopper}-${round}@example.nl` : `shopper${shopper}@example.nl`,
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
  shopper: Shopper,
): Promise<{ status: number; location: string | null; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/nl/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      cookie,
      // Each shopper from an address of their own, believed only by a server run with TRUSTED_PROXY=fly.
      'fly-client-ip': `10.0.${Math.floor(shopper.shopper / 250)}.${(shopper.shopper % 250) + 1}`,
    },
    body: checkoutForm(shopper),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    location: response.headers.get('location'),
    ms: performance.now() - started,
  };
}
