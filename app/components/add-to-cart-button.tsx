import { useTranslation } from '~/i18n/translation';
import { useCartDrawer } from './cart/cart-drawer-context';
import { CartForm } from './cart/cart-form';
import { LazyCartDrawer } from './lazy-parts';

/**
 * Every order button in the shop: adds one unit and opens the cart. Without JavaScript the form
 * posts to /api/cart, which redirects back here with the cart open.
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
  const { setOpen } = useCartDrawer();
  return (
    <CartForm intent="add" productId={productId} onDone={() => setOpen(true)}>
      <button
        type="submit"
        disabled={disabled}
        data-testid="add-to-cart"
        // The drawer opens once the server added the planner: its code loads meanwhile.
        onClick={LazyCartDrawer.preload}
        className={
          className ??
          'rounded-full bg-accent-600 px-6 py-3 font-bold text-white hover:bg-accent-500 disabled:cursor-not-allowed disabled:bg-slate-400'
        }
      >
        {children ?? t('product.addToCart')}
      </button>
    </CartForm>
  );
}
