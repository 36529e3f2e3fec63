import { useShop } from '~/components/use-shop';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';

/** After a quote request: the confirmation with the way home and to a new request. */
export function QuoteSent() {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <section
      role="status"
      className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6"
      data-testid="quote-sent"
    >
      <h2 className="text-xl font-bold text-green-900">{t('forms.quote.successTitle')}</h2>
      <p className="mt-2 text-green-900">{t('forms.quote.successText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={href('home', lang)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('forms.quote.backHome')}
        </a>
        <a
          href={href('quote', lang)}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700"
        >
          {t('forms.quote.newRequest')}
        </a>
      </div>
    </section>
  );
}
