import type { Lang } from '~/i18n/config';
import { regionName } from '~/i18n/format';
import { shortTermsVersion } from '~/modules/content/terms-pdf';
import type { WithdrawalFormSection } from '~/modules/content/withdrawal-form.server';
import { emailText } from './catalog';
import { type EmailShop, Paragraph } from './layout';

/**
 * What makes the order confirmation the durable medium of art. 6:230v lid 7 BW / art. 8(7) CRD,
 * besides the order itself: who sells (legal name and form, address, KvK, VAT id), the delivery time
 * to the order's country, the withdrawal right with its period, costs and refund, the model form in
 * the customer's language, and the terms version accepted (attached as PDF).
 */
export type OrderLegal = {
  /** 'Levertijd naar Duitsland: 2–4 werkdagen.', from the country's zone. */
  deliveryTime: string;
  withdrawalForm: WithdrawalFormSection;
  /** The terms version stored on the order; null for orders placed before versions were kept. */
  termsVersion: string | null;
  /** Absolute links to the returns page and the online withdrawal form, when the public URL is known. */
  links: { returns: string; withdraw: string } | null;
};

/** A heading and its lines; `compact` lines form one paragraph (an address block). */
type Block = { heading: string; lines: string[]; compact?: boolean };

function sellerBlock(shop: EmailShop, lang: Lang): Block {
  const { identity } = shop;
  return {
    heading: emailText(lang, 'orderEmail.sellerHeading'),
    compact: true,
    lines: [
      identity.legalName,
      `${identity.street}, ${identity.postalCode} ${identity.city}, ${regionName(identity.countryCode, lang)}`,
      `${identity.email} · ${identity.phone}`,
      emailText(lang, 'orderEmail.sellerKvk', { kvk: identity.kvk }),
      emailText(lang, 'orderEmail.sellerVat', { vatId: identity.vatId }),
    ],
  };
}

function withdrawalBlock(shop: EmailShop, lang: Lang, legal: OrderLegal): Block {
  const { operations, identity } = shop;
  const text = (key: Parameters<typeof emailText>[1], values: Record<string, string | number>) =>
    emailText(lang, key, values);
  return {
    heading: text('orderEmail.withdrawalHeading', {}),
    lines: [
      text('orderEmail.withdrawalPeriod', { days: operations.returnDays }),
      text('orderEmail.withdrawalHow', { email: identity.email }),
      ...(legal.links ? [text('orderEmail.withdrawalOnline', { url: legal.links.withdraw })] : []),
      text('orderEmail.withdrawalReturn', { days: operations.returnDays }),
      text('orderEmail.withdrawalRefund', { days: operations.refundDays }),
      ...(legal.links ? [text('orderEmail.returnsPage', { url: legal.links.returns })] : []),
    ],
  };
}

function termsLine(lang: Lang, legal: OrderLegal): string[] {
  return legal.termsVersion
    ? [emailText(lang, 'orderEmail.termsAttached', { version: shortTermsVersion(legal.termsVersion) })]
    : [];
}

const headingStyle = { fontSize: 17, margin: '24px 0 8px' };

export function OrderLegalSections({
  shop,
  lang,
  legal,
}: {
  shop: EmailShop;
  lang: Lang;
  legal: OrderLegal;
}) {
  const blocks = [sellerBlock(shop, lang), withdrawalBlock(shop, lang, legal)];
  return (
    <>
      {blocks.map((block) => (
        <div key={block.heading}>
          <h2 style={headingStyle}>{block.heading}</h2>
          {block.compact ? (
            <Paragraph>
              {block.lines.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Paragraph>
          ) : (
            block.lines.map((line) => <Paragraph key={line}>{line}</Paragraph>)
          )}
        </div>
      ))}
      <h2 style={headingStyle}>{legal.withdrawalForm.heading}</h2>
      <div
        data-testid="withdrawal-form"
        style={{ border: '1px solid #cbd5e1', borderRadius: 6, padding: '4px 16px', lineHeight: 1.5 }}
        // The returns page's own text (content/{lang}/legal/returns.md), not customer input.
        dangerouslySetInnerHTML={{ __html: legal.withdrawalForm.html }}
      />
      {termsLine(lang, legal).map((line) => (
        <p key={line} style={{ lineHeight: 1.5, margin: '16px 0 12px' }}>
          {line}
        </p>
      ))}
    </>
  );
}

/** The same sections for the plain-text part, in the same order. */
export function orderLegalText(shop: EmailShop, lang: Lang, legal: OrderLegal): string[] {
  const blocks = [sellerBlock(shop, lang), withdrawalBlock(shop, lang, legal)];
  return [
    ...blocks.flatMap((block) => ['', block.heading.toUpperCase(), ...block.lines]),
    '',
    legal.withdrawalForm.heading.toUpperCase(),
    ...legal.withdrawalForm.text,
    ...termsLine(lang, legal).flatMap((line) => ['', line]),
  ];
}
