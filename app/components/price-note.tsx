import { useShop } from '~/components/use-shop';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';

/**
 * What a price includes, next to every price block: VAT always; shipping, where some country pays
 * for it, is named as extra with a link to the shipping-costs page (price indication rules).
 */
export function PriceNote() {
  const { t } = useTranslation();
  const { lang, shippingCharged } = useShop();
  if (!shippingCharged)
    return <span className="text-sm font-normal text-slate-600">{t('product.inclVat')}</span>;
  return (
    <a
      href={href('shipping', lang)}
      className="text-sm font-normal text-slate-600 underline hover:text-slate-900"
      data-testid="price-note"
    >
      {t('product.priceNote')}
    </a>
  );
}
