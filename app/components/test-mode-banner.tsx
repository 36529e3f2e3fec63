import { useTranslation } from '~/i18n/translation';

/** Production running the test checkout on purpose (PAYMENTS=test): nobody may think an order is real. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <p
      className="bg-amber-300 px-4 py-2 text-center text-sm font-bold text-amber-950"
      data-testid="test-mode-banner"
    >
      {t('testMode')}
    </p>
  );
}
