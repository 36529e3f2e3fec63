import { LinkedText } from '~/components/linked-text';
import { useShop } from '~/components/use-shop';
import { regionName } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { type DeliveryDays, deliveryTimeSentence } from '~/modules/shipping/delivery';

export type DeliveryTime = DeliveryDays;

/**
 * What the shopper agrees to, right by the order button (art. 6:230m BW, CRD art. 6): the terms
 * apply, the statutory withdrawal period, and the delivery time to the country chosen above. The
 * figures come from the settings and the country's shipping zone.
 */
export function CheckoutLegalLine({
  countryCode,
  zone,
  returnDays,
}: {
  countryCode: string;
  zone: DeliveryTime;
  returnDays: number;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const delivery = deliveryTimeSentence(t, regionName(countryCode, lang), zone);
  return (
    <ul className="mb-3 space-y-1 text-sm text-slate-700" data-testid="checkout-legal">
      <li>
        <LinkedText text={t('checkout.legal.terms')} href={href('terms', lang)} newTab />
      </li>
      <li>
        <LinkedText
          text={t('checkout.legal.withdrawal', { days: returnDays })}
          href={href('returns', lang)}
          newTab
        />
      </li>
      <li data-testid="checkout-delivery-time" data-country={countryCode}>
        {delivery}
      </li>
    </ul>
  );
}
