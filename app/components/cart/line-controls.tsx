import { useTranslation } from '~/i18n/translation';
import type { CartViewLine } from '~/modules/cart/cart-view.server';
import { CartForm } from './cart-form';

const stepButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 text-lg font-bold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Minus, quantity, plus and remove for one cart line; minus is disabled at 1, plus at the stock. */
export function LineControls({ line }: { line: CartViewLine }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <CartForm intent="decrement" productId={line.productId}>
        <button
          type="submit"
          className={stepButton}
          disabled={line.quantity <= 1}
          aria-label={t('cart.decrease', { name: line.name })}
        >
          −
        </button>
      </CartForm>
      <span className="min-w-8 text-center font-semibold" data-testid="line-quantity">
        <span className="sr-only">{t('cart.quantity')}: </span>
        {line.quantity}
      </span>
      <CartForm intent="add" productId={line.productId}>
        <button
          type="submit"
          className={stepButton}
          disabled={line.quantity >= line.stock}
          aria-label={t('cart.increase', { name: line.name })}
        >
          +
        </button>
      </CartForm>
      <CartForm intent="remove" productId={line.productId}>
        {/* The visible word stands alone ('Entfernen'); the accessible name says which line it removes. */}
        <button
          type="submit"
          className="ml-2 text-sm text-red-700 underline hover:text-red-900"
          aria-label={t('cart.remove', { name: line.name })}
        >
          {t('cart.removeButton')}
        </button>
      </CartForm>
    </div>
  );
}
