import type { Lang } from '~/i18n/config';
import { listProducts } from '~/modules/catalog/catalog.server';
import { type CartTotals, cartTotals } from '~/modules/pricing/pricing';
import { shopSettings } from '~/modules/settings/settings.server';
import type { CartLine } from './cart-cookie.server';

export type CartViewLine = {
  productId: string;
  name: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  stock: number;
};

export type CartView = { lines: CartViewLine[]; totals: CartTotals };

export const emptyCartView: CartView = {
  lines: [],
  totals: cartTotals([], { tiers: [], largeOrderQuantity: Number.POSITIVE_INFINITY }),
};

/**
 * The cart with names, prices and stock from the catalog (the cookie only holds ids and quantities).
 * Display only: the checkout prices and reserves from locked rows in its own transaction.
 */
export async function loadCartView(lines: CartLine[], lang: Lang): Promise<CartView> {
  if (lines.length === 0) return emptyCartView;
  const [products, settings] = await Promise.all([listProducts(lang), shopSettings()]);
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
  return { lines: viewLines, totals: cartTotals(viewLines, settings.tiers) };
}
