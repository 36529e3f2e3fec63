import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translation';
import { LazyCartDrawer } from '../lazy-parts';
import { useCartDrawer } from './cart-drawer-context';

/** The header's cart: opens the drawer with JavaScript, else the page with the cart open (?cart=open). */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  const { setOpen } = useCartDrawer();
  const location = useLocation();
  return (
    <a
      href={`${location.pathname}?cart=open`}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
      onPointerEnter={LazyCartDrawer.preload}
      onFocus={LazyCartDrawer.preload}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
      aria-label={t('nav.cartCount', { count })}
      data-testid="cart-button"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
        <circle cx="10" cy="20.5" r="1.5" />
        <circle cx="18" cy="20.5" r="1.5" />
      </svg>
      <span
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent-600 px-1 text-center text-xs font-bold text-white"
      >
        {count}
      </span>
    </a>
  );
}
