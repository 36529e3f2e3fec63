import type { Lang } from '~/i18n/config';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import type { PublicIdentity } from '~/modules/settings/public-identity';

/** Shown while the provider lists no methods (the built-in test checkout). */
const fallbackMethods = ['iDEAL', 'PayPal', 'Visa', 'Mastercard', 'Bancontact'];

type Method = { id: string; description: string; image: string };

/** Logos from the payment provider; hidden when the provider could not be asked (spec section 8). */
function PaymentLogos({ methods }: { methods: Method[] | null }) {
  const { t } = useTranslation();
  if (methods === null) return null;
  return (
    <div>
      <p className="font-semibold text-white">{t('footer.payment')}</p>
      <ul className="payment-logos mt-2 flex flex-wrap gap-2" data-testid="payment-logos">
        {methods.length > 0
          ? methods.map((method) => (
              <li key={method.id}>
                <img src={method.image} alt={method.description} width={32} height={24} loading="lazy" />
              </li>
            ))
          : fallbackMethods.map((method) => <li key={method}>{method}</li>)}
      </ul>
    </div>
  );
}

export function Footer({
  lang,
  paymentMethods,
  merchant,
  cookieSettingsHref,
}: {
  lang: Lang;
  paymentMethods: Method[] | null;
  merchant: PublicIdentity;
  /** Reopens the consent banner (a plain link, so withdrawing works without JavaScript); absent without a pixel. */
  cookieSettingsHref?: string;
}) {
  const { t } = useTranslation();
  const socialLinks = (
    [
      ['Instagram', merchant.instagram],
      ['Facebook', merchant.facebook],
      ['Pinterest', merchant.pinterest],
    ] as [string, string | undefined][]
  ).filter((link): link is [string, string] => Boolean(link[1]));
  return (
    <footer className="site-footer mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{t('brand')}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          {socialLinks.length > 0 ? (
            <p className="mt-4 text-sm font-semibold text-white">{t('footer.follow')}</p>
          ) : null}
          <ul className="mt-2 flex gap-3 text-sm">
            {socialLinks.map(([name, url]) => (
              <li key={name}>
                <a href={url} rel="noopener">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.legal')}>
          <p className="font-semibold text-white">{t('footer.legal')}</p>
          <ul className="mt-1 text-sm">
            <li>
              <a href={href('terms', lang)}>{t('footer.terms')}</a>
            </li>
            <li>
              <a href={href('privacy', lang)}>{t('footer.privacy')}</a>
            </li>
            <li>
              <a href={href('returns', lang)}>{t('footer.returns')}</a>
            </li>
            <li>
              <a href={href('shipping', lang)}>{t('footer.shipping')}</a>
            </li>
            <li>
              {/* The withdrawal function of art. 11a CRD: on every page, labelled as the directive words it. */}
              <a className="font-semibold" href={href('withdrawal', lang)} data-testid="footer-withdrawal">
                {t('footer.withdrawal')}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{t('footer.contact')}</p>
          <address className="mt-2 text-sm not-italic" data-testid="footer-merchant">
            {merchant.legalName}
            <br />
            {merchant.street}
            <br />
            {merchant.postalCode} {merchant.city}
            <br />
            <a href={`mailto:${merchant.email}`}>{merchant.email}</a>
            <br />
            <a href={`tel:${merchant.phone.replace(/[^\d+]/g, '')}`}>{merchant.phone}</a>
            <br />
            {t('footer.kvk', { kvk: merchant.kvk })}
            <br />
            {t('footer.vatId', { vatId: merchant.vatId })}
          </address>
        </div>
        <PaymentLogos methods={paymentMethods} />
      </div>
      <div className="border-t border-slate-700 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} {merchant.tradeName}. {t('footer.rights')}
        {cookieSettingsHref ? (
          <>
            {' · '}
            <a href={cookieSettingsHref} rel="nofollow">
              {t('consent.settings')}
            </a>
          </>
        ) : null}
      </div>
    </footer>
  );
}
