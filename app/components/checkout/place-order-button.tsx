import { useNavigation } from 'react-router';
import { useTranslation } from '~/i18n/translation';
import type { ShippingZoneRates } from '~/modules/pricing/pricing';
import { CheckoutLegalLine, type DeliveryTime } from './legal-line';

/** A delivery zone as the checkout reads it: rates, delivery days and the country it is for. */
export type CheckoutZone = ShippingZoneRates & DeliveryTime & { countryCode: string };

/** The order button with the legal line above it (what ordering means) and the secure-payment note. */
export function PlaceOrderButton({ zone, returnDays }: { zone: CheckoutZone; returnDays: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // Pending from submit until the browser leaves for the payment page.
  const submitting = navigation.state !== 'idle' && navigation.formAction?.endsWith('/checkout') === true;
  return (
    <div>
      <CheckoutLegalLine countryCode={zone.countryCode} zone={zone} returnDays={returnDays} />
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-full bg-accent-600 px-6 py-4 text-lg font-bold text-white hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70"
        data-testid="place-order"
      >
        {submitting ? t('checkout.processing') : t('checkout.submit')}
      </button>
      <p className="mt-2 text-center text-sm text-slate-600">{t('checkout.secure')}</p>
    </div>
  );
}
