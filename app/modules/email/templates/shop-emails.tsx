import type { Lang } from '~/i18n/config';
import { ownerText } from '~/modules/admin/owner-text.server';
import { Details, detailsText, type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

// Messages to the shop itself and to admin accounts: the owner works in Dutch (locales/nl/admin.json).

const label = (
  key: 'company' | 'contactPerson' | 'email' | 'phone' | 'quantity' | 'language' | 'message' | 'name',
) => ownerText(`ownerEmail.labels.${key}`);

export function quoteNotificationEmail(
  quote: {
    companyName: string;
    contactPerson: string;
    email: string;
    phone: string;
    quantity: number;
    message?: string | null;
    language: Lang;
  },
  shop: EmailShop,
): RenderedEmail {
  const rows: [string, string][] = [
    [label('company'), quote.companyName],
    [label('contactPerson'), quote.contactPerson],
    [label('email'), quote.email],
    [label('phone'), quote.phone],
    [label('quantity'), String(quote.quantity)],
    [label('language'), quote.language],
    [label('message'), quote.message || '-'],
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: ownerText('ownerEmail.quote.subject', { company: quote.companyName, quantity: quote.quantity }),
    heading: ownerText('ownerEmail.quote.heading'),
    body: (
      <>
        <Paragraph>{ownerText('ownerEmail.quote.intro')}</Paragraph>
        <Details rows={rows} />
      </>
    ),
    text: [ownerText('ownerEmail.quote.introText'), '', ...detailsText(rows)],
  });
}

export function contactNotificationEmail(
  contact: {
    name: string;
    email: string;
    phone?: string | null;
    message: string;
    language: Lang;
  },
  shop: EmailShop,
): RenderedEmail {
  const rows: [string, string][] = [
    [label('name'), contact.name],
    [label('email'), contact.email],
    [label('phone'), contact.phone || '-'],
    [label('language'), contact.language],
    [label('message'), contact.message],
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: ownerText('ownerEmail.contact.subject', { name: contact.name }),
    heading: ownerText('ownerEmail.contact.heading'),
    body: <Details rows={rows} />,
    text: [ownerText('ownerEmail.contact.introText'), '', ...detailsText(rows)],
  });
}

export function adminSignupEmail(
  account: { email: string; isAdmin: boolean },
  shop: EmailShop,
): RenderedEmail {
  const lines = [
    ownerText('ownerEmail.signup.created', { email: account.email }),
    ownerText(account.isAdmin ? 'ownerEmail.signup.firstAdmin' : 'ownerEmail.signup.awaitingAdmin'),
    ownerText('ownerEmail.signup.notYou'),
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: ownerText('ownerEmail.signup.subject'),
    heading: ownerText('ownerEmail.signup.heading'),
    body: (
      <>
        {lines.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
      </>
    ),
    text: lines,
  });
}
