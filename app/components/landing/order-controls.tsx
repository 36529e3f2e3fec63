import { AddToCartButton } from '~/components/add-to-cart-button';
import { StockBadge } from '~/components/home/stock-badge';
import { PriceNote } from '~/components/price-note';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { ShopProduct } from '~/modules/catalog/catalog.server';

/**
 * Price, stock and order button of one product, as the database has them: every order button on a
 * landing page is this, so a sold-out product can never show an active button in one place.
 */
export function OrderControls({
  product,
  lang,
  label,
  testId,
}: {
  product: ShopProduct;
  lang: Lang;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const soldOut = product.stock <= 0;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid={testId}>
      <p className="text-3xl font-extrabold text-brand-800">
        <span data-testid="landing-price">{formatMoney(product.priceCents, lang)}</span> <PriceNote />
      </p>
      <StockBadge stock={product.stock} />
      <div className="basis-full">
        <AddToCartButton productId={product.id} disabled={soldOut}>
          {soldOut ? t('product.soldOutButton') : label}
        </AddToCartButton>
      </div>
    </div>
  );
}
