/**
 * Renders every e-mail template with sample data, in every language where it has one:
 * `npm run email:preview` writes HTML and text files to ./email-preview (open the .html in a browser),
 * and beside each order confirmation the terms PDF it carries. Runs under vite-node, which bundles
 * the content texts (the returns page's withdrawal form, the terms) as the server build does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '~/i18n/config';
import { regionName } from '~/i18n/format';
import { fixedT } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { buildContentVars, companyVars } from '~/modules/content/content-vars.server';
import { renderTermsHtml, termsPdfFilename } from '~/modules/content/terms-pdf';
import { termsDocument } from '~/modules/content/terms-version.server';
import { withdrawalFormSection } from '~/modules/content/withdrawal-form.server';
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
import { closePdfRenderer, htmlToPdf } from '~/modules/invoices/html-to-pdf.server';
import { exampleSettings, exampleShopSettings } from '~/modules/settings/defaults';
import { deliveryDaysText, deliveryTimeSentence } from '~/modules/shipping/delivery';
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

// The seeded zones and figures, as a fresh shop has them.
const shipping = {
  freeInNetherlands: true,
  freeAbroadFromCents: 7500,
  deliveryNl: { deliveryMinDays: 1, deliveryMaxDays: 2 },
  reader: null,
};
const origin = process.env.PUBLIC_URL ?? 'http://localhost:3000';

for (const lang of languages) {
  const order = { ...paidOrder({ overrides: { language: lang } }), subtotalCents: 8985 };
  const terms = termsDocument(lang, buildContentVars(lang, 2995, shipping, exampleShopSettings));
  const legal = {
    deliveryTime: deliveryTimeSentence(fixedT(lang), regionName(order.country, lang), {
      deliveryMinDays: 1,
      deliveryMaxDays: 2,
    }),
    withdrawalForm: withdrawalFormSection(lang, companyVars(exampleShopSettings)),
    termsVersion: terms.version,
    links: {
      returns: `${origin}${href('returns', lang)}`,
      withdraw: `${origin}${href('withdrawal', lang)}?bestelling=3F1C2A9E`,
    },
  };
  write(
    `order-confirmation.${lang}`,
    orderConfirmationEmail(
      order,
      exampleSettings,
      deliveryDaysText({ deliveryMinDays: 1, deliveryMaxDays: 2 }, lang),
      legal,
    ),
  );
  const pdf = await htmlToPdf(renderTermsHtml({ ...terms, createdAt: new Date() }));
  writeFileSync(path.join(out, `order-confirmation.${lang}.${termsPdfFilename(lang, terms.version)}`), pdf);
  write(`invoice.${lang}`, invoiceEmail(order, exampleSettings));
  write(`quote-acknowledgement.${lang}`, quoteAcknowledgementEmail(quote, lang, exampleSettings));
  write(`contact-acknowledgement.${lang}`, contactAcknowledgementEmail(contact, lang, exampleSettings));
}
write('quote-notification.nl', quoteNotificationEmail({ ...quote, language: 'en' }, exampleSettings));
write('contact-notification.nl', contactNotificationEmail({ ...contact, language: 'fr' }, exampleSettings));
write('admin-signup.nl', adminSignupEmail({ email: 'eigenaar@example.nl', isAdmin: true }, exampleSettings));
await closePdfRenderer();
console.log(`templates written to ${out}`);
