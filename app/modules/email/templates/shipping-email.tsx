import type { Lang } from '~/i18n/config';
import { formatDate } from '~/i18n/format';
import { fixedT } from '~/i18n/i18next.server';
import { greetingText } from './catalog';
import { type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

export type ShipmentForEmail = {
  number: string;
  firstName: string;
  lastName: string;
  language: Lang;
  shippedAt: Date;
  carrier: string;
  /** Null when the owner shipped without a code (bulk shipping makes codes optional). */
  trackingCode: string | null;
  /** The carrier's page for the code; null for a carrier without a known tracking page. */
  trackingUrl: string | null;
  /** The zone's delivery time ('1–2', French '1 à 2'). */
  deliveryDays: string;
  pageUrl: string;
};

/** The shipping notice in the customer's language, with the code and the carrier's tracking link. */
export function shippingEmail(shipment: ShipmentForEmail, shop: EmailShop): RenderedEmail {
  const lang = shipment.language;
  const t = fixedT(lang);
  const greeting = greetingText(lang, shipment.firstName, shipment.lastName);
  const intro = t('customerEmail.shippedIntro', {
    number: shipment.number,
    date: formatDate(shipment.shippedAt, lang),
    carrier: shipment.carrier,
    days: shipment.deliveryDays,
  });
  const code = shipment.trackingCode ? t('customerEmail.shippedCode', { code: shipment.trackingCode }) : null;
  const track = t('customerEmail.shippedTrack');
  return renderEmail({
    shop,
    lang,
    greeting,
    questions: true,
    subject: t('customerEmail.shippedSubject', { number: shipment.number }),
    heading: t('customerEmail.shippedHeading'),
    orderPageUrl: shipment.pageUrl,
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        {code ? <Paragraph>{code}</Paragraph> : null}
        {shipment.trackingUrl ? (
          <Paragraph>
            <a href={shipment.trackingUrl}>{track}</a>
          </Paragraph>
        ) : null}
      </>
    ),
    text: [
      intro,
      // Without a code there is no tracking link either (the link is built from the code).
      ...(code ? ['', code, ...(shipment.trackingUrl ? [`${track}: ${shipment.trackingUrl}`] : [])] : []),
    ],
  });
}
