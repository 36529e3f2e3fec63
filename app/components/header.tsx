import type { Lang } from '~/i18n/config';
import { href, type PageId } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { AddToCartButton } from './add-to-cart-button';
import { CartButton } from './cart/cart-button';
import { LanguageSwitcher } from './language-switcher';
import { SideDrawer } from './ui/side-drawer';

type NavItem = { key: 'product' | 'benefits' | 'about' | 'blog' | 'reviews' | 'faq' | 'contact'; to: string };

function navItems(lang: Lang): NavItem[] {
  return [
    { key: 'product', to: href('home', lang, 'product') },
    { key: 'benefits', to: href('home', lang, 'features') },
    { key: 'about', to: href('about', lang) },
    { key: 'blog', to: href('blog', lang) },
    { key: 'reviews', to: href('home', lang, 'reviews') },
    { key: 'faq', to: href('faq', lang) },
    { key: 'contact', to: href('contact', lang) },
  ];
}

export function Header({
  lang,
  pageId,
  cartCount,
}: {
  lang: Lang;
  pageId: PageId | undefined;
  cartCount: number;
}) {
  const { t } = useTranslation();
  const items = navItems(lang);
  return (
    // No backdrop-filter here: it would make the header the containing block of the fixed side menu.
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-4">
        <a
          href={href('home', lang)}
          className="flex items-center gap-2 text-lg font-extrabold text-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
            <rect x="2" y="6" width="28" height="20" rx="3" fill="#1e40af" />
            <path d="M6 12h20M6 16h20M6 20h20M12 8v16M20 8v16" stroke="#fff" strokeWidth="1.5" />
          </svg>
          {t('brand')}
        </a>
        <nav aria-label={t('nav.label')} className="ml-4 hidden lg:block">
          <ul className="flex gap-4 text-sm font-medium text-slate-700">
            {items.map((item) => (
              <li key={item.key}>
                <a className="hover:text-brand-700" href={item.to}>
                  {t(`nav.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher lang={lang} pageId={pageId} />
          </div>
          {/* The order button in every width: under 768 px an icon, its name still 'Nu bestellen'. */}
          <AddToCartButton
            productId={STANDARD_PRODUCT_ID}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-accent-600 px-3 text-sm font-bold text-white hover:bg-accent-500 md:px-4"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5 md:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <path d="M6 7h12l-1.2 12.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7Z" />
              <path d="M9 7V6a3 3 0 0 1 6 0v1M12 11v6M9 14h6" />
            </svg>
            <span className="max-md:sr-only">{t('nav.orderNow')}</span>
          </AddToCartButton>
          <CartButton count={cartCount} />
          <div className="lg:hidden">
            <SideDrawer
              label={t('nav.menu')}
              side="right"
              testId="mobile-menu"
              summaryClassName="inline-flex h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-semibold"
              panelClassName="bg-white px-6 pt-14 pb-6 text-slate-900"
            >
              <nav aria-label={t('nav.label')}>
                <ul className="menu-links flex flex-col gap-1 text-lg">
                  {items.map((item) => (
                    <li key={item.key}>
                      <a href={item.to}>{t(`nav.${item.key}`)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-6 border-t border-slate-200 pt-6 sm:hidden">
                <LanguageSwitcher lang={lang} pageId={pageId} />
              </div>
            </SideDrawer>
          </div>
        </div>
      </div>
    </header>
  );
}
