import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '~/i18n/config';
import { formatDate } from '~/i18n/format';
import { href } from '~/i18n/pages';
import { emailText } from '~/modules/email/templates/catalog';

/** The version as people read it (on the PDF and in the e-mail): long enough to be unique. */
export const shortTermsVersion = (version: string) => version.slice(0, 12);

/** 'algemene-voorwaarden-3f1c2a9e5b7d.pdf': the terms page's own slug in the customer's language. */
export function termsPdfFilename(lang: Lang, version: string): string {
  return `${href('terms', lang).split('/').pop()}-${shortTermsVersion(version)}.pdf`;
}

// Self-contained like the invoice: the PDF renderer loads nothing from the network.
const css = `
@page { size: A4; margin: 18mm 18mm; }
body { margin: 0; font: 10pt/1.5 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif; color: #1e293b; }
h1 { font-size: 18pt; margin: 0 0 2mm; color: #0f172a; }
.version { color: #64748b; margin: 0 0 8mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 4mm 0 1mm; break-after: avoid; }
p, li { margin: 0 0 2mm; }
a { color: inherit; }
`;

export type StoredTerms = { version: string; language: Lang; title: string; html: string; createdAt: Date };

/** One version of the terms as a standalone A4 document: title, version and date, the text. */
export function renderTermsHtml(terms: StoredTerms): string {
  const version = emailText(terms.language, 'termsPdf.version', {
    version: shortTermsVersion(terms.version),
    date: formatDate(terms.createdAt, terms.language),
  });
  const markup = renderToStaticMarkup(
    <html lang={terms.language}>
      <head>
        <meta charSet="utf-8" />
        <title>{terms.title}</title>
        <style>{css}</style>
      </head>
      <body>
        <h1>{terms.title}</h1>
        <p className="version">{version}</p>
        {/* Our own text as the terms page renders it. */}
        <main dangerouslySetInnerHTML={{ __html: terms.html }} />
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
