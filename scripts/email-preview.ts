/**
 * Renders every e-mail template with sample data, in every language where it has one:
 * `npm run email:preview` writes HTML and text files to ./email-preview (open the .html in a browser).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '~/i18n/config';
import {
  contactAcknowledgementEmail,
  invoiceEmail,
  orderConfirmationEmail,
  quoteAcknowledgementEmail,
} from '~/modules/email/templates/customer-emails';
import type { RenderedEmail } from '~/modules/email/templates/layout';
import {
  adminSignupEmail,
  contactNotificationEmail,
  quoteNotificationEmail,
} from '~/modules/email/templates/shop-emails';
import { exampleSettings } from '~/modules/settings/defaults';
import { paidOrder } from '../tests/fixtures/invoice-order';

const out = path.resolve('email-preview');
mkdirSync(out, { recursive: true });

function write(name: string, email: RenderedEmail) {
  writeFileSync(path.join(out, `${name}.html`), email.html);
  writeFileSync(path.join(out, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
}

const quote = {
  companyName: 'Basisschool De Regenboog',
  contactPerson: 'Marieke Jansen',
  email: 'marieke@example.nl',
  phone: '030 123 4567',
  quantity: 24,
  message: 'Voor alle klaslokalen.',
};
const contact = {
  name: 'Sanne de Boer',
  email: 'sanne@example.nl',
  phone: '0612345678',
  message: 'Wanneer is de planner weer op voorraad?',
};

for (const lang of languages) {
  const order = { ...paidOrder({ overrides: { language: lang } }), subtotalCents: 8985 };
  write(`order-confirmation.${lang}`, orderConfirmationEmail(order, exampleSettings, '1-2'));
  write(`invoice.${lang}`, invoiceEmail(order, exampleSettings));
  write(`quote-acknowledgement.${lang}`, quoteAcknowledgementEmail(quote, lang, exampleSettings));
  write(`contact-acknowledgement.${lang}`, contactAcknowledgementEmail(contact, lang, exampleSettings));
}
write('quote-notification.nl', quoteNotificationEmail({ ...quote, language: 'en' }, exampleSettings));
write('contact-notification.nl', contactNotificationEmail({ ...contact, language: 'fr' }, exampleSettings));
write('admin-signup.nl', adminSignupEmail({ email: 'eigenaar@example.nl', isAdmin: true }, exampleSettings));
console.log(`templates written to ${out}`);
