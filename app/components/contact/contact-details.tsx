import { useShop } from '~/components/use-shop';
import { useTranslation } from '~/i18n/translation';

/** The merchant's contact details and registration numbers, from the settings. */
export function ContactDetails() {
  const { t } = useTranslation();
  const { merchant: contact, quoteAnswerHours, lang } = useShop();
  return (
    <aside className="rounded-2xl bg-slate-50 p-6" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="text-xl font-bold">
        {t('forms.contact.detailsTitle')}
      </h2>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="font-semibold">{t('forms.contact.emailLabel')}</dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.phoneLabel')}</dt>
          <dd>
            <a className="text-brand-700 underline" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.addressLabel')}</dt>
          <dd>
            <address className="not-italic">
              {contact.legalName}
              <br />
              {contact.street}
              <br />
              {contact.postalCode} {contact.city}
              <br />
              {new Intl.DisplayNames([lang], { type: 'region' }).of(contact.countryCode)}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.registrationLabel')}</dt>
          <dd data-testid="contact-registration">
            {t('footer.kvk', { kvk: contact.kvk })}
            <br />
            {t('footer.vatId', { vatId: contact.vatId })}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('forms.contact.hours', { hours: quoteAnswerHours })}</p>
    </aside>
  );
}
