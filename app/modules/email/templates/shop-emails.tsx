import type { Lang } from '~/i18n/config';
import { Details, detailsText, type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

// Messages to the shop itself and to admin accounts: the owner works in Dutch.

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
    ['Bedrijf', quote.companyName],
    ['Contactpersoon', quote.contactPerson],
    ['E-mail', quote.email],
    ['Telefoon', quote.phone],
    ['Aantal', String(quote.quantity)],
    ['Taal', quote.language],
    ['Bericht', quote.message || '-'],
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: `Nieuwe offerteaanvraag: ${quote.companyName} (${quote.quantity} stuks)`,
    heading: 'Nieuwe offerteaanvraag',
    body: (
      <>
        <Paragraph>
          Er is een nieuwe offerteaanvraag binnengekomen; je vindt hem ook onder Offertes in de admin.
        </Paragraph>
        <Details rows={rows} />
      </>
    ),
    text: ['Er is een nieuwe offerteaanvraag binnengekomen.', '', ...detailsText(rows)],
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
    ['Naam', contact.name],
    ['E-mail', contact.email],
    ['Telefoon', contact.phone || '-'],
    ['Taal', contact.language],
    ['Bericht', contact.message],
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: `Nieuw contactbericht van ${contact.name}`,
    heading: 'Nieuw contactbericht',
    body: <Details rows={rows} />,
    text: ['Nieuw contactbericht via de website.', '', ...detailsText(rows)],
  });
}

export function adminSignupEmail(
  account: { email: string; isAdmin: boolean },
  shop: EmailShop,
): RenderedEmail {
  const lines = [
    `Je account ${account.email} voor de beheeromgeving is aangemaakt.`,
    account.isAdmin
      ? 'Je bent de eerste gebruiker en hebt daarom beheerdersrechten.'
      : 'Een beheerder moet je nog beheerdersrechten geven voordat je de beheeromgeving kunt gebruiken.',
    'Heb je dit account niet zelf aangemaakt? Laat het ons dan weten door deze e-mail te beantwoorden.',
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: 'Je account is aangemaakt',
    heading: 'Welkom bij de beheeromgeving',
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
