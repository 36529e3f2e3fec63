import type { Lang } from '~/i18n/config';

/** Texts of the e-mails a customer receives, in their language. `{x}` marks a value. */
export const emailStrings = {
  nl: {
    greeting: 'Beste {name},',
    orderSubject: 'Orderbevestiging #{number}',
    orderHeading: 'Bedankt voor je bestelling!',
    orderIntro:
      'We hebben je betaling ontvangen. Je bestelling #{number} wordt binnen {days} werkdagen bezorgd.',
    subtotal: 'Subtotaal',
    discount: 'Volumekorting ({percent}%)',
    shipping: 'Verzendkosten',
    free: 'Gratis',
    vat: 'Waarvan btw ({rate}%)',
    total: 'Totaal',
    deliverTo: 'Bezorgadres',
    questions: 'Vragen? Beantwoord deze e-mail of mail naar {email}.',
    invoiceSubject: 'Factuur {invoice} voor bestelling #{number}',
    invoiceHeading: 'Je factuur',
    invoiceIntro: 'In de bijlage vind je factuur {invoice} voor je bestelling #{number}.',
    quoteSubject: 'We hebben je offerteaanvraag ontvangen',
    quoteHeading: 'Bedankt voor je aanvraag!',
    quoteIntro:
      'We hebben je aanvraag voor {quantity} planners ontvangen en nemen binnen {hours} uur contact met je op.',
    contactSubject: 'We hebben je bericht ontvangen',
    contactHeading: 'Bedankt voor je bericht!',
    contactIntro: 'We hebben je bericht ontvangen en reageren zo snel mogelijk.',
    yourMessage: 'Je bericht',
  },
  en: {
    greeting: 'Dear {name},',
    orderSubject: 'Order confirmation #{number}',
    orderHeading: 'Thank you for your order!',
    orderIntro:
      'We have received your payment. Your order #{number} will be delivered within {days} working days.',
    subtotal: 'Subtotal',
    discount: 'Volume discount ({percent}%)',
    shipping: 'Shipping',
    free: 'Free',
    vat: 'Including VAT ({rate}%)',
    total: 'Total',
    deliverTo: 'Delivery address',
    questions: 'Questions? Reply to this e-mail or write to {email}.',
    invoiceSubject: 'Invoice {invoice} for order #{number}',
    invoiceHeading: 'Your invoice',
    invoiceIntro: 'Attached is invoice {invoice} for your order #{number}.',
    quoteSubject: 'We have received your quote request',
    quoteHeading: 'Thank you for your request!',
    quoteIntro:
      'We have received your request for {quantity} planners and will contact you within {hours} hours.',
    contactSubject: 'We have received your message',
    contactHeading: 'Thank you for your message!',
    contactIntro: 'We have received your message and will reply as soon as possible.',
    yourMessage: 'Your message',
  },
  fr: {
    greeting: 'Bonjour {name},',
    orderSubject: 'Confirmation de commande n° {number}',
    orderHeading: 'Merci pour votre commande !',
    orderIntro:
      'Nous avons bien reçu votre paiement. Votre commande n° {number} sera livrée sous {days} jours ouvrés.',
    subtotal: 'Sous-total',
    discount: 'Remise sur quantité ({percent} %)',
    shipping: 'Frais de port',
    free: 'Gratuit',
    vat: 'Dont TVA ({rate} %)',
    total: 'Total',
    deliverTo: 'Adresse de livraison',
    questions: 'Des questions ? Répondez à cet e-mail ou écrivez à {email}.',
    invoiceSubject: 'Facture {invoice} pour la commande n° {number}',
    invoiceHeading: 'Votre facture',
    invoiceIntro: 'Vous trouverez en pièce jointe la facture {invoice} de votre commande n° {number}.',
    quoteSubject: 'Nous avons bien reçu votre demande de devis',
    quoteHeading: 'Merci pour votre demande !',
    quoteIntro:
      'Nous avons bien reçu votre demande pour {quantity} planners et vous contacterons sous {hours} heures.',
    contactSubject: 'Nous avons bien reçu votre message',
    contactHeading: 'Merci pour votre message !',
    contactIntro: 'Nous avons bien reçu votre message et vous répondrons dans les meilleurs délais.',
    yourMessage: 'Votre message',
  },
  de: {
    greeting: 'Hallo {name},',
    orderSubject: 'Bestellbestätigung #{number}',
    orderHeading: 'Vielen Dank für Ihre Bestellung!',
    orderIntro:
      'Wir haben Ihre Zahlung erhalten. Ihre Bestellung #{number} wird innerhalb von {days} Werktagen geliefert.',
    subtotal: 'Zwischensumme',
    discount: 'Mengenrabatt ({percent} %)',
    shipping: 'Versand',
    free: 'Kostenlos',
    vat: 'Enthaltene MwSt. ({rate} %)',
    total: 'Gesamt',
    deliverTo: 'Lieferadresse',
    questions: 'Fragen? Antworten Sie auf diese E-Mail oder schreiben Sie an {email}.',
    invoiceSubject: 'Rechnung {invoice} zur Bestellung #{number}',
    invoiceHeading: 'Ihre Rechnung',
    invoiceIntro: 'Im Anhang finden Sie die Rechnung {invoice} zu Ihrer Bestellung #{number}.',
    quoteSubject: 'Wir haben Ihre Angebotsanfrage erhalten',
    quoteHeading: 'Vielen Dank für Ihre Anfrage!',
    quoteIntro:
      'Wir haben Ihre Anfrage für {quantity} Planer erhalten und melden uns innerhalb von {hours} Stunden.',
    contactSubject: 'Wir haben Ihre Nachricht erhalten',
    contactHeading: 'Vielen Dank für Ihre Nachricht!',
    contactIntro: 'Wir haben Ihre Nachricht erhalten und antworten so schnell wie möglich.',
    yourMessage: 'Ihre Nachricht',
  },
} satisfies Record<Lang, Record<string, string>>;

export type EmailStringKey = keyof (typeof emailStrings)['nl'];

export function emailText(
  lang: Lang,
  key: EmailStringKey,
  values: Record<string, string | number> = {},
): string {
  return emailStrings[lang][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
