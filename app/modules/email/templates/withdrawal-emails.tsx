import type { Lang } from '~/i18n/config';
import { ownerText } from '~/modules/admin/owner-text.server';
import { emailText, greetingText } from './catalog';
import { Details, detailsText, type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

export type WithdrawalStatement = {
  name: string;
  email: string;
  orderNumber: string;
  items?: string | null;
  reason?: string | null;
  receivedAt: Date;
  language: Lang;
  /** The matched order's customer page; an unmatched statement names no order to link to. */
  pageUrl?: string;
};

/** Date and time as the shop's clock showed them, written the customer's way ('23 november 2026 om 09:50'). */
export function receivedAtText(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

function statementRows(statement: WithdrawalStatement, lang: Lang): [string, string][] {
  return [
    [emailText(lang, 'customerEmail.withdrawalName'), statement.name],
    [emailText(lang, 'customerEmail.withdrawalEmail'), statement.email],
    [emailText(lang, 'customerEmail.withdrawalOrder'), statement.orderNumber],
    [
      emailText(lang, 'customerEmail.withdrawalItems'),
      statement.items || emailText(lang, 'customerEmail.withdrawalWholeOrder'),
    ],
    [
      emailText(lang, 'customerEmail.withdrawalReason'),
      statement.reason || emailText(lang, 'customerEmail.withdrawalNoReason'),
    ],
  ];
}

/**
 * The acknowledgement on a durable medium (art. 11a CRD): the statement as received, with the date
 * and time of receipt, and how to send the goods back and when the money follows.
 */
export function withdrawalAcknowledgementEmail(
  statement: WithdrawalStatement,
  shop: EmailShop,
): RenderedEmail {
  const lang = statement.language;
  const { identity, operations } = shop;
  const greeting = greetingText(lang, statement.name);
  const intro = emailText(lang, 'customerEmail.withdrawalIntro', {
    received: receivedAtText(statement.receivedAt, lang),
  });
  const rows = statementRows(statement, lang);
  const returnTitle = emailText(lang, 'customerEmail.withdrawalReturnTitle');
  const returnText = emailText(lang, 'customerEmail.withdrawalReturn', { days: operations.returnDays });
  const address = [identity.legalName, identity.street, `${identity.postalCode} ${identity.city}`];
  const countryName = new Intl.DisplayNames([lang], { type: 'region' }).of(identity.countryCode) ?? '';
  const refund = emailText(lang, 'customerEmail.withdrawalRefund', { days: operations.refundDays });
  return renderEmail({
    shop,
    lang,
    greeting,
    subject: emailText(lang, 'customerEmail.withdrawalSubject'),
    orderPageUrl: statement.pageUrl,
    heading: emailText(lang, 'customerEmail.withdrawalHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        <Details rows={rows} />
        <Paragraph>
          <strong>{returnTitle}</strong>
        </Paragraph>
        <Paragraph>{returnText}</Paragraph>
        <Paragraph>
          {[...address, countryName].map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </Paragraph>
        <Paragraph>{refund}</Paragraph>
      </>
    ),
    text: [intro, '', ...detailsText(rows), '', returnTitle, returnText, ...address, countryName, '', refund],
  });
}

/** The owner's notice, in Dutch like the shop's other notifications, with what needs their attention. */
export function withdrawalNotificationEmail(
  statement: WithdrawalStatement & { matched: boolean; late: boolean },
  shop: EmailShop,
): RenderedEmail {
  const flags = [
    ownerText(statement.matched ? 'ownerEmail.withdrawal.matched' : 'ownerEmail.withdrawal.unmatched'),
    ...(statement.late ? [ownerText('ownerEmail.withdrawal.late')] : []),
  ].join('; ');
  const rows: [string, string][] = [
    ...statementRows(statement, 'nl'),
    [ownerText('ownerEmail.labels.received'), receivedAtText(statement.receivedAt, 'nl')],
    [ownerText('ownerEmail.labels.language'), statement.language],
    [ownerText('ownerEmail.labels.status'), flags],
  ];
  return renderEmail({
    shop,
    lang: 'nl',
    subject: ownerText('ownerEmail.withdrawal.subject', { name: statement.name }),
    heading: ownerText('ownerEmail.withdrawal.heading'),
    body: <Details rows={rows} />,
    text: [ownerText('ownerEmail.withdrawal.introText'), '', ...detailsText(rows)],
  });
}
