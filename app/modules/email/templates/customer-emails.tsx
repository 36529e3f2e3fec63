import type { orders } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { formatMoney, regionName } from '~/i18n/format';
import type { OrderAmounts, OrderLineText, OrderRecipient } from '~/modules/orders/order-shapes';
import { taxBackwards } from '~/modules/pricing/pricing';
import { emailText, greetingText } from './catalog';
import { type EmailShop, Paragraph, type RenderedEmail, renderEmail } from './layout';
import { type OrderLegal, OrderLegalSections, orderLegalText } from './order-legal';

export type OrderForEmail = Pick<typeof orders.$inferSelect, 'id' | 'language' | 'invoiceNumber'> &
  OrderRecipient &
  OrderAmounts & {
    orderItems: OrderLineText[];
    /** The customer's order page, linked from the e-mail. */
    pageUrl?: string;
  };

export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

function summaryRows(order: OrderForEmail): [string, string][] {
  const lang = order.language;
  const money = (cents: number) => formatMoney(cents, lang);
  return [
    ...order.orderItems.map((item): [string, string] => [
      `${item.quantity} x ${item.name}`,
      money(item.unitPriceCents * item.quantity),
    ]),
    [emailText(lang, 'customerEmail.subtotal'), money(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [
          [
            emailText(lang, 'customerEmail.discount', { percent: order.discountPercentage }),
            `- ${money(order.discountCents)}`,
          ] as [string, string],
        ]
      : []),
    order.shippingCents > 0
      ? [
          // Shipping is a taxable supply: its price includes VAT at the destination rate.
          emailText(lang, 'orderEmail.shippingWithVat', {
            vat: money(taxBackwards(order.shippingCents, order.vatRate).vatCents),
          }),
          money(order.shippingCents),
        ]
      : [emailText(lang, 'customerEmail.shipping'), emailText(lang, 'customerEmail.free')],
    [emailText(lang, 'customerEmail.vat', { rate: order.vatRate }), money(order.vatCents)],
    [emailText(lang, 'customerEmail.total'), money(order.totalCents)],
  ];
}

/**
 * The confirmation, the durable medium of the contract (see OrderLegal). `deliveryDays` is the
 * delivery time of the order's country ('1–2', French '1 à 2'), from its shipping zone.
 */
export function orderConfirmationEmail(
  order: OrderForEmail,
  shop: EmailShop,
  deliveryDays: string,
  legal: OrderLegal,
): RenderedEmail {
  const lang = order.language;
  const number = orderNumber(order.id);
  const rows = summaryRows(order);
  const greeting = greetingText(lang, order.customerFirstName, order.customerLastName);
  const intro = emailText(lang, 'customerEmail.orderIntro', { number, days: deliveryDays });
  const inclVat = emailText(lang, 'orderEmail.pricesInclVat');
  const address = `${order.customerFirstName} ${order.customerLastName}, ${order.address}, ${order.postalCode} ${order.city}, ${regionName(order.country, lang)}`;
  return renderEmail({
    shop,
    lang,
    greeting,
    questions: true,
    subject: emailText(lang, 'customerEmail.orderSubject', { number }),
    orderPageUrl: order.pageUrl,
    heading: emailText(lang, 'customerEmail.orderHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        <table
          role="presentation"
          width="100%"
          cellPadding={6}
          cellSpacing={0}
          style={{ borderCollapse: 'collapse' }}
        >
          <tbody>
            {rows.map(([label, value], index) => (
              <tr
                key={label}
                style={{ borderTop: '1px solid #e2e8f0', fontWeight: index === rows.length - 1 ? 700 : 400 }}
              >
                <td>{label}</td>
                <td align="right">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Paragraph>{inclVat}</Paragraph>
        <Paragraph>{legal.deliveryTime}</Paragraph>
        <Paragraph>
          <strong>{emailText(lang, 'customerEmail.deliverTo')}:</strong> {address}
        </Paragraph>
        <OrderLegalSections shop={shop} lang={lang} legal={legal} />
      </>
    ),
    text: [
      intro,
      '',
      ...rows.map(([l, v]) => `${l}: ${v}`),
      inclVat,
      '',
      legal.deliveryTime,
      `${emailText(lang, 'customerEmail.deliverTo')}: ${address}`,
      ...orderLegalText(shop, lang, legal),
    ],
  });
}

export function invoiceEmail(order: OrderForEmail, shop: EmailShop): RenderedEmail {
  const lang = order.language;
  const values = { invoice: order.invoiceNumber ?? '', number: orderNumber(order.id) };
  const greeting = greetingText(lang, order.customerFirstName, order.customerLastName);
  const intro = emailText(lang, 'customerEmail.invoiceIntro', values);
  return renderEmail({
    shop,
    lang,
    greeting,
    questions: true,
    subject: emailText(lang, 'customerEmail.invoiceSubject', values),
    orderPageUrl: order.pageUrl,
    heading: emailText(lang, 'customerEmail.invoiceHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
      </>
    ),
    text: [intro],
  });
}

export function quoteAcknowledgementEmail(
  quote: { contactPerson: string; quantity: number; message?: string | null },
  lang: Lang,
  shop: EmailShop,
): RenderedEmail {
  const greeting = greetingText(lang, quote.contactPerson);
  const intro = emailText(lang, 'customerEmail.quoteIntro', {
    quantity: quote.quantity,
    hours: shop.operations.quoteAnswerHours,
  });
  return renderEmail({
    shop,
    lang,
    greeting,
    subject: emailText(lang, 'customerEmail.quoteSubject'),
    heading: emailText(lang, 'customerEmail.quoteHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        {quote.message ? <Paragraph>{quote.message}</Paragraph> : null}
      </>
    ),
    text: [intro, ...(quote.message ? ['', quote.message] : [])],
  });
}

export function contactAcknowledgementEmail(
  contact: { name: string; message: string },
  lang: Lang,
  shop: EmailShop,
): RenderedEmail {
  const greeting = greetingText(lang, contact.name);
  const intro = emailText(lang, 'customerEmail.contactIntro');
  const label = emailText(lang, 'customerEmail.yourMessage');
  return renderEmail({
    shop,
    lang,
    greeting,
    subject: emailText(lang, 'customerEmail.contactSubject'),
    heading: emailText(lang, 'customerEmail.contactHeading'),
    body: (
      <>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>
          <strong>{label}:</strong>
        </Paragraph>
        <Paragraph>{contact.message}</Paragraph>
      </>
    ),
    text: [intro, '', `${label}:`, contact.message],
  });
}
