import type { Lang } from '~/i18n/config';
import { listProducts } from '~/modules/catalog/catalog.server';
import { type CartTotals, cartTotals, checkoutTotals } from '~/modules/pricing/pricing';
import { shopSettings } from '~/modules/settings/settings.server';
import { activeShippingZones } from '~/modules/shipping/zones.server';
import type { CartLine } from './cart-cookie.server';

export type CartViewLine = {
  productId: string;
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  stock: number;
};

/** Shipping to the country the drawer assumes (the home market until the shopper chose one). */
export type CartShipping = { countryCode: string; cents: number };

export type CartView = { lines: CartViewLine[]; totals: CartTotals; shipping: CartShipping | null };

/** The country shipping is shown for before the shopper chose one at checkout. */
const HOME_COUNTRY = 'NL';

export const emptyCartView: CartView = {
  lines: [],
  totals: cartTotals([], { tiers: [], largeOrderQuantity: Number.POSITIVE_INFINITY }),
  shipping: null,
};

/**
 * The cart with names, prices and stock from the catalog (the cookie only holds ids and quantities).
 * Display only: the checkout prices and reserves from locked rows in its own transaction.
 */
export async function loadCartView(lines: CartLine[], lang: Lang): Promise<CartView> {
  if (lines.length === 0) return emptyCartView;
  const [products, settings, zones] = await Promise.all([
    listProducts(lang),
    shopSettings(),
    activeShippingZones(),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const viewLines = lines.flatMap((line): CartViewLine[] => {
    const product = byId.get(line.productId);
    if (!product) return [];
    return [
      {
        productId: product.id,
        name: product.name,
        imageUrl: product.imageUrl,
        unitPriceCents: product.priceCents,
        quantity: line.quantity,
        stock: product.stock,
      },
    ];
  });
  const totals = cartTotals(viewLines, settings.tiers);
  const zone = zones.find((z) => z.countryCode === HOME_COUNTRY);
  // The same rule as the checkout's (pricing): free from the zone's gross threshold. No zone: unknown.
  const shipping = zone
    ? {
        countryCode: zone.countryCode,
        cents: checkoutTotals(viewLines, zone, settings.tiers).shippingCents,
      }
    : null;
  return { lines: viewLines, totals, shipping };
}
