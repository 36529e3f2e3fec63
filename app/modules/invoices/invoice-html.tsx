import { renderToStaticMarkup } from 'react-dom/server';
import { type Lang, locales } from '~/i18n/config';
import { formatDate, formatMoney } from '~/i18n/format';
import { fixedT } from '~/i18n/i18next.server';
import { orderNumber } from '~/modules/orders/status';
import { formatIban } from '~/modules/settings/identifiers';
import type { Invoice } from './invoice-model';

// Inline and self-contained: the PDF renderer loads no network resources, and the same HTML can be
// mailed or opened offline. Fonts are ones Debian's Chromium has.
const css = `
@page { size: A4; margin: 18mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.45 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif; color: #1e293b; }
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 12mm; }
h1 { font-size: 22pt; margin: 0 0 2mm; color: #0f172a; }
.seller { text-align: right; }
.seller strong { font-size: 12pt; }
.meta { display: flex; justify-content: space-between; margin-bottom: 10mm; }
.meta dl { display: grid; grid-template-columns: auto auto; gap: 1mm 6mm; margin: 0; }
.meta dt { color: #64748b; }
.meta dd { margin: 0; font-weight: bold; }
.meta dd .note { font-weight: normal; color: #64748b; }
h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: .05em; color: #64748b; margin: 0 0 1mm; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 9pt; color: #64748b; border-bottom: 1px solid #94a3b8; padding: 2mm 1mm; }
td { padding: 2mm 1mm; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
.num { text-align: right; white-space: nowrap; }
.totals { width: 55%; margin: 6mm 0 0 auto; }
.totals td { border: 0; padding: 1mm; }
.totals .grand td { border-top: 2px solid #0f172a; font-weight: bold; font-size: 12pt; padding-top: 2mm; }
footer { margin-top: 12mm; color: #475569; font-size: 9pt; }
`;

function percent(rate: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { style: 'percent', maximumFractionDigits: 2 }).format(
    rate / 100,
  );
}

function countryName(code: string, lang: Lang): string {
  return new Intl.DisplayNames([locales[lang]], { type: 'region' }).of(code) ?? code;
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </address>
  );
}

export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const lang = invoice.language;
  const t = fixedT(lang);
  const money = (cents: number) => formatMoney(cents, lang);
  const { seller, buyer } = invoice;
  // A credit invoice is the same document with its own title, number label and a reference.
  const title = invoice.credit ? t('credit.title') : t('invoice.title');
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{`${title} ${invoice.number}`}</title>
        <style>{css}</style>
      </head>
      <body>
        <header>
          <h1>{title}</h1>
          <div className="seller">
            <strong>{seller.name}</strong>
            <Address
              lines={[
                ...(seller.tradeName && seller.tradeName !== seller.name
                  ? [`${t('invoice.tradingAs')} ${seller.tradeName}`]
                  : []),
                seller.street,
                `${seller.postalCode} ${seller.city}`,
                countryName(seller.countryCode, lang),
                seller.email,
                seller.phone,
                `${t('invoice.kvk')}: ${seller.kvk}`,
                `${t('invoice.vatNumber')}: ${seller.vatNumber}`,
                `${t('invoice.iban')}: ${formatIban(seller.iban)}`,
              ]}
            />
          </div>
        </header>
        <section className="meta">
          <div>
            <h2>{t('invoice.billTo')}</h2>
            <Address
              lines={[
                buyer.name,
                buyer.street,
                `${buyer.postalCode} ${buyer.city}`,
                countryName(buyer.countryCode, lang),
                buyer.email,
              ]}
            />
          </div>
          <dl>
            <dt>{invoice.credit ? t('credit.number') : t('invoice.number')}</dt>
            <dd>{invoice.number}</dd>
            {invoice.credit ? (
              <>
                <dt>{t('credit.refersTo')}</dt>
                <dd>{invoice.credit.originalNumber}</dd>
              </>
            ) : null}
            <dt>{t('invoice.issueDate')}</dt>
            <dd>{formatDate(invoice.issueDate, lang)}</dd>
            <dt>{t('invoice.deliveryDate')}</dt>
            <dd>
              {formatDate(invoice.delivery.date, lang)}
              {invoice.delivery.sameAsInvoiceDate ? (
                <span className="note"> ({t('invoice.deliveryDateIsInvoiceDate')})</span>
              ) : null}
            </dd>
            <dt>{t('invoice.order')}</dt>
            <dd>{orderNumber(invoice.orderId)}</dd>
          </dl>
        </section>
        <table>
          <thead>
            <tr>
              <th>{t('invoice.description')}</th>
              <th className="num">{t('invoice.quantity')}</th>
              <th className="num">{t('invoice.unitPrice')}</th>
              <th className="num">{t('invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.description}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{money(line.unitNetCents)}</td>
                <td className="num">{money(line.netCents)}</td>
              </tr>
            ))}
            {invoice.discountNetCents !== 0 && (
              <tr>
                <td>{t('invoice.discount', { percent: percent(invoice.discountPercentage, lang) })}</td>
                <td className="num" />
                <td className="num" />
                <td className="num">{money(invoice.discountNetCents)}</td>
              </tr>
            )}
            {invoice.shippingNetCents !== 0 && (
              <tr>
                <td>{t('invoice.shipping')}</td>
                <td className="num">1</td>
                <td className="num">{money(invoice.shippingNetCents)}</td>
                <td className="num">{money(invoice.shippingNetCents)}</td>
              </tr>
            )}
          </tbody>
        </table>
        <table className="totals">
          <tbody>
            <TotalRow label={t('invoice.taxable')} value={money(invoice.netCents)} />
            <TotalRow
              label={t('invoice.vat', { rate: percent(invoice.vatRate, lang) })}
              value={money(invoice.vatCents)}
            />
            <TotalRow label={t('invoice.total')} value={money(invoice.totalCents)} className="grand" />
          </tbody>
        </table>
        <footer>
          {invoice.credit
            ? t('credit.footer')
            : t('invoice.paid', { date: formatDate(invoice.issueDate, lang) })}
        </footer>
      </body>
    </html>
  );
}

function TotalRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <tr className={className}>
      <td>{label}</td>
      <td className="num">{value}</td>
    </tr>
  );
}

/** The invoice as one standalone HTML document, ready for the PDF renderer or an e-mail body. */
export function renderInvoiceHtml(invoice: Invoice): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<InvoiceDocument invoice={invoice} />)}`;
}
