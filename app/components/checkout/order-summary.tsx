import { CartDiscountRows, CartSavingsHints } from '~/components/cart/cart-totals';
import { LineControls } from '~/components/cart/line-controls';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { CartView } from '~/modules/cart/cart-view.server';
import type { CheckoutTotals } from '~/modules/pricing/pricing';

export function OrderSummary({ cart, totals, lang }: { cart: CartView; totals: CheckoutTotals; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="summary-title"
      className="order-first rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:order-none"
    >
      <h2 id="summary-title" className="text-xl font-bold">
        {t('checkout.summary')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {cart.lines.map((line) => (
          <li key={line.productId} className="py-3" data-testid="summary-line">
            <div className="flex justify-between gap-4">
              <span className="font-semibold">{line.name}</span>
              <span>{formatMoney(line.unitPriceCents * line.quantity, lang)}</span>
            </div>
            <div className="mt-2">
              <LineControls line={line} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <CartDiscountRows totals={totals} lang={lang} />
        <div className="flex justify-between">
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {totals.shippingCents === 0 ? t('cart.free') : formatMoney(totals.shippingCents, lang)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="summary-total">{formatMoney(totals.grandTotalCents, lang)}</dd>
        </div>
        {/* Prices include VAT; this is the destination country's VAT contained in the total. */}
        <div className="flex justify-between text-slate-700">
          <dt>{t('checkout.vat', { rate: totals.vatRate })}</dt>
          <dd data-testid="summary-vat">{formatMoney(totals.vatCents, lang)}</dd>
        </div>
      </dl>
      <CartSavingsHints totals={totals} lang={lang} />
    </section>
  );
}
