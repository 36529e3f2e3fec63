import type { Lang } from '~/i18n/config';
import { formatDate } from '~/i18n/format';
import { fixedT } from '~/i18n/i18next.server';
import { type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';

export type OrderLink = { number: string; placedAt: Date; url: string };

/** The 'Link kwijt?' answer: one line per order of the address, each with its own page link. */
export function orderLinksEmail(links: OrderLink[], lang: Lang, shop: EmailShop): RenderedEmail {
  const t = fixedT(lang);
  const line = (link: OrderLink) =>
    t('customerEmail.linksLine', { number: link.number, date: formatDate(link.placedAt, lang) });
  const intro = t('customerEmail.linksIntro');
  const ignore = t('customerEmail.linksIgnore');
  return renderEmail({
    shop,
    lang,
    subject: t('customerEmail.linksSubject'),
    heading: t('customerEmail.linksHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        <ul>
          {links.map((link) => (
            <li key={link.url} style={{ marginBottom: 8 }}>
              <a href={link.url}>{line(link)}</a>
            </li>
          ))}
        </ul>
        <Paragraph>{ignore}</Paragraph>
      </>
    ),
    text: [intro, '', ...links.flatMap((link) => [line(link), link.url, '']), ignore],
  });
}
