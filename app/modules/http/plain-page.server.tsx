import { renderToStaticMarkup } from 'react-dom/server';
import type { Lang } from '~/i18n/config';
import { resources } from '~/i18n/resources';

/**
 * A short page in the visitor's language for answers given outside the app's routes (a database
 * outage, a body over the limit): no scripts, no styles to load, a link back to the shop.
 */
export function plainPageHtml(lang: Lang, title: string, text: string): string {
  const page = (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '36rem',
          margin: '6rem auto',
          padding: '0 1rem',
        }}
      >
        <main>
          <h1>{title}</h1>
          <p>{text}</p>
          <p>
            <a href={`/${lang}`}>{resources[lang].common.brand}</a>
          </p>
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
