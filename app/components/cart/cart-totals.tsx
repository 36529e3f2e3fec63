import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { CartTotals } from '~/modules/pricing/pricing';

/** Subtotal, volume discount, 'you save' and the next-tier hint: the same in the drawer and at checkout. */
export function CartDiscountRows({ totals, lang }: { totals: CartTotals; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex justify-between">
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{formatMoney(totals.subtotalCents, lang)}</dd>
      </div>
      {totals.discountCents > 0 ? (
        <div className="flex justify-between text-green-800">
          <dt>{t('cart.discount', { percent: totals.discountPercentage })}</dt>
          <dd data-testid="cart-discount">−{formatMoney(totals.discountCents, lang)}</dd>
        </div>
      ) : null}
    </>
  );
}

/** The savings banner and the next-tier hint: text, so outside the definition list of amounts. */
export function CartSavingsHints({ totals, lang }: { totals: CartTotals; lang: Lang }) {
  const { t } = useTranslation();
  const next = totals.nextTier;
  return (
    <>
      {totals.discountCents > 0 ? (
        <p
          className="col-span-2 rounded-md bg-green-50 px-3 py-2 text-center font-semibold text-green-900"
          data-testid="cart-you-save"
        >
          {t('cart.youSave', { amount: formatMoney(totals.discountCents, lang) })}
        </p>
      ) : null}
      {next && totals.quantity > 0 ? (
        <p
          className="mt-2 rounded-md bg-brand-50 px-3 py-2 text-center text-sm text-brand-800"
          data-testid="cart-next-tier"
        >
          {t('cart.nextTier', { count: next.itemsNeeded, percent: next.percent })}
        </p>
      ) : null}
    </>
  );
}
