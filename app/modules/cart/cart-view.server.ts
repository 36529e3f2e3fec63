import { inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { type CartTotals, cartTotals } from '~/modules/pricing/pricing';
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

export const emptyCartView: CartView = { lines: [], totals: cartTotals([]) };

/** The cart with names, prices and stock read from the database: the cookie only holds ids and quantities. */
export async function loadCartView(lines: CartLine[], lang: Lang): Promise<CartView> {
  if (lines.length === 0) return emptyCartView;
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const viewLines = lines.flatMap((line): CartViewLine[] => {
    const product = byId.get(line.productId);
    if (!product) return [];
    return [
      {
        productId: product.id,
        name: product.translations[lang]?.name ?? product.name,
        imageUrl: product.imageUrl,
        unitPriceCents: product.priceCents,
        quantity: line.quantity,
        stock: product.stock,
      },
    ];
  });
  return { lines: viewLines, totals: cartTotals(viewLines) };
}
