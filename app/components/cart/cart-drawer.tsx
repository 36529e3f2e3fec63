import { useRef } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '~/i18n/config';
import { formatMoney, regionName } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import type { CartView } from '~/modules/cart/cart-view.server';
import { useDialogKeys } from '../ui/use-dialog-keys';
import { useHydrated } from '../use-hydrated';
import { useCartDrawer } from './cart-drawer-context';
import { CartDiscountRows, CartSavingsHints } from './cart-totals';
import { LineControls } from './line-controls';

export function CartDrawer({ cart, lang }: { cart: CartView; lang: Lang }) {
  const { t } = useTranslation();
  const { open, setOpen } = useCartDrawer();
  const hydrated = useHydrated();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useDialogKeys(panel, open, close);
  if (!open) return null;
  // Without JavaScript, closing is a link to the same page without ?cart=open.
  const closeHref = location.pathname;
  const onCloseClick = (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    close();
  };
  const { lines, totals } = cart;
  return (
    <div className="fixed inset-0 z-40" data-testid="cart-drawer">
      <a href={closeHref} onClick={onCloseClick} className="absolute inset-0 bg-slate-900/50" tabIndex={-1}>
        <span className="sr-only">{t('cart.close')}</span>
      </a>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id="cart-title" className="text-xl font-bold">
            {t('cart.title')}
          </h2>
          <a
            href={closeHref}
            onClick={onCloseClick}
            data-autofocus
            className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100"
            data-testid="cart-close"
          >
            {t('cart.close')} ✕
          </a>
        </div>
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <p className="text-lg text-slate-700">{t('cart.empty')}</p>
            <a href={closeHref} onClick={onCloseClick} className="text-brand-700 underline">
              {t('cart.continue')}
            </a>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5">
              {lines.map((line) => (
                <li key={line.productId} className="flex gap-4 py-4" data-testid="cart-line">
                  <img
                    src={line.imageUrl ?? '/favicon.svg'}
                    alt=""
                    width={72}
                    height={36}
                    className="h-12 w-24 rounded border border-slate-200 object-cover"
                  />
                  <div className="flex-1">
                    <p className="font-semibold">{line.name}</p>
                    <p className="text-sm text-slate-600">
                      {t('cart.unitPrice')}: {formatMoney(line.unitPriceCents, lang)}
                    </p>
                    <div className="mt-2">
                      <LineControls line={line} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="border-t border-slate-200 px-5 py-4">
              <dl className="space-y-2 text-sm">
                <CartDiscountRows totals={totals} lang={lang} />
                <div className="flex justify-between">
                  <dt>
                    {cart.shipping
                      ? t('cart.shippingTo', { country: regionName(cart.shipping.countryCode, lang) })
                      : t('cart.shipping')}
                  </dt>
                  <dd data-testid="cart-shipping">
                    {cart.shipping === null
                      ? t('cart.shippingAtCheckout')
                      : cart.shipping.cents === 0
                        ? t('cart.free')
                        : formatMoney(cart.shipping.cents, lang)}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
                  <dt>{t('cart.total')}</dt>
                  <dd data-testid="cart-total">
                    {formatMoney(totals.totalCents + (cart.shipping?.cents ?? 0), lang)}
                  </dd>
                </div>
              </dl>
              <CartSavingsHints totals={totals} lang={lang} />
              <a
                href={href('checkout', lang)}
                onClick={() => setOpen(false)}
                className="mt-4 block rounded-full bg-accent-600 px-6 py-3 text-center font-bold text-white hover:bg-accent-500"
              >
                {t('cart.toCheckout')}
              </a>
              {totals.largeOrder ? (
                <a
                  href={href('quote', lang)}
                  onClick={() => setOpen(false)}
                  className="mt-2 block rounded-full border border-brand-700 px-6 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
                  data-testid="cart-large-order"
                >
                  {t('cart.largeOrder')}
                </a>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
