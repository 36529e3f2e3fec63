import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Every order button in the shop: a plain form posting to the cart endpoint, which adds one unit
 * and sends the shopper back to this page with the cart open (works without JavaScript).
 */
export function AddToCartButton({
  productId,
  children,
  className,
  disabled,
}: {
  productId: string;
  children?: React.ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <form method="post" action="/api/cart" className="contents">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={location.pathname} />
      <button
        type="submit"
        disabled={disabled}
        data-testid="add-to-cart"
        className={
          className ??
          'rounded-full bg-accent-600 px-6 py-3 font-bold text-white hover:bg-accent-500 disabled:cursor-not-allowed disabled:bg-slate-400'
        }
      >
        {children ?? t('product.addToCart')}
      </button>
    </form>
  );
}
