import { translate } from '~/i18n/translation';
import type { AdminKey } from '~/modules/admin/admin-text';
import admin from '../../../../locales/nl/admin.json';
import { type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

// E-mails about admin-area accounts: Dutch, like the admin area; the words live in locales/nl/admin.json.

type Section = { subject: string; heading: string; lines: string[] };

/** Renders one section of admin.json (subject, heading, lines) with its placeholders filled in. */
function accountEmail(key: AdminKey, values: Record<string, unknown>, shop: EmailShop): RenderedEmail {
  const section = translate(admin, 'nl', key, { ...values, returnObjects: true }) as unknown as Section;
  return renderEmail({
    shop,
    lang: 'nl',
    subject: section.subject,
    heading: section.heading,
    body: (
      <>
        {section.lines.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
      </>
    ),
    text: section.lines,
  });
}

/** To an account's owner after repeated failed sign-ins (issue 16.3). */
export function signInAlertEmail(alert: { email: string; failures: number }, shop: EmailShop): RenderedEmail {
  return accountEmail('signIn.alert', { email: alert.email, count: alert.failures }, shop);
}

/** To an address someone tried to register with: it has an account already, or it needs an invitation. */
export function registrationNoticeEmail(
  notice: { email: string; hasAccount: boolean; loginUrl: string },
  shop: EmailShop,
): RenderedEmail {
  const key = notice.hasAccount ? 'registration.existing' : 'registration.invitationOnly';
  return accountEmail(key, { email: notice.email, url: notice.loginUrl }, shop);
}

/** The invitation to become an admin, with its single-use link. */
export function invitationEmail(
  invitation: { email: string; inviter: string; url: string; expires: string },
  shop: EmailShop,
): RenderedEmail {
  return accountEmail('invitation.email', invitation, shop);
}
