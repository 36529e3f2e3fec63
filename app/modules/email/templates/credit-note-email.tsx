import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import { emailText, greetingText } from './catalog';
import { type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

export type CreditNoteForEmail = {
  language: Lang;
  firstName: string;
  lastName: string;
  /** The order number as the customer knows it. */
  number: string;
  invoiceNumber: string;
  creditNumber: string;
  amountCents: number;
  pageUrl?: string;
};

/** Sent with the credit invoice attached when the owner refunds: what comes back, and when to expect it. */
export function creditNoteEmail(credit: CreditNoteForEmail, shop: EmailShop): RenderedEmail {
  const lang = credit.language;
  const values = { credit: credit.creditNumber, invoice: credit.invoiceNumber, number: credit.number };
  const greeting = greetingText(lang, credit.firstName, credit.lastName);
  const intro = emailText(lang, 'customerEmail.creditIntro', values);
  const refund = emailText(lang, 'customerEmail.creditRefund', {
    amount: formatMoney(credit.amountCents, lang),
  });
  return renderEmail({
    shop,
    lang,
    greeting,
    questions: true,
    subject: emailText(lang, 'customerEmail.creditSubject', values),
    orderPageUrl: credit.pageUrl,
    heading: emailText(lang, 'customerEmail.creditHeading'),
    body: (
      <>
        <Paragraph>{refund}</Paragraph>
        <Paragraph>{intro}</Paragraph>
      </>
    ),
    text: [refund, '', intro],
  });
}
