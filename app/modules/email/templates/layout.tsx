import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '~/i18n/config';
import { fixedT } from '~/i18n/i18next.server';
import type { Identity, Operations } from '~/modules/settings/settings-schema';
import { emailText } from './catalog';

export type RenderedEmail = { subject: string; html: string; text: string };

/** The merchant's settings an e-mail names: who sends it (legal details in the footer) and service times. */
export type EmailShop = { identity: Identity; operations: Operations };

/** The sender's legal identity under every message: name, address, contact, KvK and VAT id. */
function senderLines(shop: EmailShop): string[] {
  const { identity } = shop;
  return [
    `${identity.legalName} · ${identity.street}, ${identity.postalCode} ${identity.city}`,
    `${identity.email} · ${identity.phone} · KvK ${identity.kvk} · ${identity.vatId}`,
  ];
}

/**
 * One message in HTML and plain text. Bodies are React elements rendered to static markup, so
 * everything a visitor typed is escaped; the text version is written out, not scraped from HTML.
 */
export function renderEmail(options: {
  shop: EmailShop;
  lang: Lang;
  subject: string;
  heading: string;
  /** 'Beste An Bakker,': the first paragraph of both versions. */
  greeting?: string;
  body: React.ReactNode;
  text: string[];
  /** Ends both versions with 'Vragen? Mail ons op ...' (the shop's address from its settings). */
  questions?: boolean;
  /** The customer's order page: every e-mail about an order links to it. */
  orderPageUrl?: string;
}): RenderedEmail {
  const t = fixedT(options.lang);
  const pageUrl = options.orderPageUrl;
  const { greeting } = options;
  const questions = options.questions
    ? emailText(options.lang, 'customerEmail.questions', { email: options.shop.identity.email })
    : null;
  const markup = renderToStaticMarkup(
    <html lang={options.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{options.subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          background: '#f1f5f9',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: '#0f172a',
        }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '24px 0' }}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="600"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ background: '#ffffff', borderRadius: 8, padding: 32, maxWidth: '100%' }}
                >
                  <tbody>
                    <tr>
                      <td>
                        <p style={{ margin: 0, fontWeight: 700, color: '#1e40af', fontSize: 18 }}>
                          {options.shop.identity.tradeName}
                        </p>
                        <h1 style={{ fontSize: 22, margin: '16px 0' }}>{options.heading}</h1>
                        {greeting ? <Paragraph>{greeting}</Paragraph> : null}
                        {options.body}
                        {questions ? <Paragraph>{questions}</Paragraph> : null}
                        {pageUrl ? (
                          <p style={{ margin: '24px 0 0' }}>
                            <a
                              href={pageUrl}
                              style={{
                                display: 'inline-block',
                                background: '#1e40af',
                                color: '#ffffff',
                                padding: '10px 18px',
                                borderRadius: 6,
                                textDecoration: 'none',
                                fontWeight: 700,
                              }}
                            >
                              {t('customerEmail.pageLink')}
                            </a>
                          </p>
                        ) : null}
                        <p style={{ marginTop: 32, fontSize: 12, color: '#64748b' }}>
                          {senderLines(options.shop).map((line) => (
                            <span key={line} style={{ display: 'block' }}>
                              {line}
                            </span>
                          ))}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>,
  );
  const footer = senderLines(options.shop).join('\n');
  return {
    subject: options.subject,
    html: `<!DOCTYPE html>${markup}`,
    text: [
      options.heading,
      '',
      ...(greeting ? [greeting, ''] : []),
      ...options.text,
      ...(questions ? ['', questions] : []),
      ...(pageUrl ? ['', t('customerEmail.pageLinkText', { url: pageUrl })] : []),
      '',
      '--',
      footer,
    ].join('\n'),
  };
}

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <p style={{ lineHeight: 1.5, margin: '0 0 12px' }}>{children}</p>;
}

/** Label/value rows, for the shop's own notifications. */
export function Details({ rows }: { rows: [string, string][] }) {
  return (
    <table
      role="presentation"
      cellPadding={4}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', width: '100%' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ verticalAlign: 'top', width: 160, color: '#475569' }}>
              {label}
            </th>
            <td style={{ whiteSpace: 'pre-wrap' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const detailsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
