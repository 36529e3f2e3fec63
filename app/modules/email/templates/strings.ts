import type { Lang } from '~/i18n/config';

/** Texts of the e-mails a customer receives, in their language. `{x}` marks a value. */
export const emailStrings = {
  nl: {
    greeting: 'Beste {firstName},',
    orderSubject: 'Orderbevestiging #{number}',
    orderHeading: 'Bedankt voor je bestelling!',
    orderIntro:
      'We hebben je betaling ontvangen. Je bestelling #{number} wordt binnen {days} werkdagen bezorgd.',
    subtotal: 'Subtotaal',
    discount: 'Staffelkorting ({percent}%)',
    shipping: 'Verzendkosten',
    free: 'Gratis',
    vat: 'Waarvan btw ({rate}%)',
    total: 'Totaal',
    deliverTo: 'Bezorgadres',
    questions: 'Vragen? Beantwoord deze e-mail of mail naar {email}.',
    invoiceSubject: 'Factuur {invoice} voor bestelling #{number}',
    invoiceHeading: 'Je factuur',
    invoiceIntro: 'In de bijlage vind je factuur {invoice} voor je bestelling #{number}.',
    creditSubject: 'Creditfactuur {credit} voor bestelling #{number}',
    creditHeading: 'Je terugbetaling',
    creditIntro:
      'In de bijlage vind je creditfactuur {credit} bij factuur {invoice} van je bestelling #{number}.',
    creditRefund:
      'We betalen {amount} terug op de rekening waarmee je betaalde. Het kan een paar werkdagen duren voordat het bedrag op je rekening staat.',
    quoteSubject: 'We hebben je offerteaanvraag ontvangen',
    quoteHeading: 'Bedankt voor je aanvraag!',
    quoteIntro:
      'We hebben je aanvraag voor {quantity} planners ontvangen en nemen binnen {hours} uur contact met je op.',
    contactSubject: 'We hebben je bericht ontvangen',
    contactHeading: 'Bedankt voor je bericht!',
    contactIntro: 'We hebben je bericht ontvangen en reageren zo snel mogelijk.',
    yourMessage: 'Je bericht',
    withdrawalSubject: 'Ontvangstbevestiging van je herroeping',
    withdrawalHeading: 'We hebben je herroeping ontvangen',
    withdrawalIntro:
      'We hebben je verklaring dat je de overeenkomst herroept ontvangen op {received}. Hieronder staat wat je ons stuurde.',
    withdrawalName: 'Naam',
    withdrawalEmail: 'E-mailadres',
    withdrawalOrder: 'Bestelnummer',
    withdrawalItems: 'Herroepen artikelen',
    withdrawalWholeOrder: 'De hele bestelling',
    withdrawalReason: 'Reden',
    withdrawalNoReason: 'Niet opgegeven',
    withdrawalReturnTitle: 'Zo stuur je de planner terug',
    withdrawalReturn:
      'Stuur de planner binnen {days} dagen na vandaag terug, goed verpakt en met je bestelnummer erbij, naar:',
    withdrawalRefund:
      'We betalen het aankoopbedrag inclusief de standaard verzendkosten terug binnen {days} dagen na ontvangst van je herroeping. We mogen wachten tot we de planner terug hebben of je ons een verzendbewijs stuurt.',
  },
  en: {
    greeting: 'Dear {firstName},',
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
    creditSubject: 'Credit note {credit} for order #{number}',
    creditHeading: 'Your refund',
    creditIntro: 'Attached is credit note {credit} for invoice {invoice} of your order #{number}.',
    creditRefund:
      'We are refunding {amount} to the account you paid with. It may take a few working days to reach your account.',
    quoteSubject: 'We have received your quote request',
    quoteHeading: 'Thank you for your request!',
    quoteIntro:
      'We have received your request for {quantity} planners and will contact you within {hours} hours.',
    contactSubject: 'We have received your message',
    contactHeading: 'Thank you for your message!',
    contactIntro: 'We have received your message and will reply as soon as possible.',
    yourMessage: 'Your message',
    withdrawalSubject: 'Acknowledgement of your withdrawal',
    withdrawalHeading: 'We have received your withdrawal',
    withdrawalIntro:
      'We received your statement that you are cancelling the contract on {received}. This is what you sent us.',
    withdrawalName: 'Name',
    withdrawalEmail: 'E-mail address',
    withdrawalOrder: 'Order number',
    withdrawalItems: 'Items withdrawn',
    withdrawalWholeOrder: 'The whole order',
    withdrawalReason: 'Reason',
    withdrawalNoReason: 'Not given',
    withdrawalReturnTitle: 'How to send the planner back',
    withdrawalReturn:
      'Please send the planner back within {days} days from today, well packed and with your order number, to:',
    withdrawalRefund:
      'We refund the purchase price including the standard shipping costs within {days} days of receiving your withdrawal. We may wait until the planner is back with us or you have sent us proof of dispatch.',
  },
  fr: {
    greeting: 'Bonjour {firstName},',
    orderSubject: 'Confirmation de commande n° {number}',
    orderHeading: 'Merci pour votre commande !',
    orderIntro:
      'Nous avons bien reçu votre paiement. Votre commande n° {number} sera livrée sous {days} jours ouvrés.',
    subtotal: 'Sous-total',
    discount: 'Remise sur quantité ({percent} %)',
    shipping: 'Frais de port',
    free: 'Gratuit',
    vat: 'Dont TVA ({rate} %)',
    total: 'Total',
    deliverTo: 'Adresse de livraison',
    questions: 'Des questions ? Répondez à cet e-mail ou écrivez à {email}.',
    invoiceSubject: 'Facture {invoice} pour la commande n° {number}',
    invoiceHeading: 'Votre facture',
    invoiceIntro: 'Vous trouverez en pièce jointe la facture {invoice} de votre commande n° {number}.',
    creditSubject: 'Facture d’avoir {credit} pour la commande n° {number}',
    creditHeading: 'Votre remboursement',
    creditIntro:
      'Vous trouverez en pièce jointe la facture d’avoir {credit} relative à la facture {invoice} de votre commande n° {number}.',
    creditRefund:
      'Nous vous remboursons {amount} sur le compte utilisé pour le paiement. Le montant peut mettre quelques jours ouvrés à apparaître sur votre compte.',
    quoteSubject: 'Nous avons bien reçu votre demande de devis',
    quoteHeading: 'Merci pour votre demande !',
    quoteIntro:
      'Nous avons bien reçu votre demande pour {quantity} planificateurs et vous contacterons sous {hours} heures.',
    contactSubject: 'Nous avons bien reçu votre message',
    contactHeading: 'Merci pour votre message !',
    contactIntro: 'Nous avons bien reçu votre message et vous répondrons dans les meilleurs délais.',
    yourMessage: 'Votre message',
    withdrawalSubject: 'Accusé de réception de votre rétractation',
    withdrawalHeading: 'Nous avons bien reçu votre rétractation',
    withdrawalIntro:
      'Nous avons reçu le {received} votre déclaration de rétractation du contrat. Voici ce que vous nous avez envoyé.',
    withdrawalName: 'Nom',
    withdrawalEmail: 'Adresse e-mail',
    withdrawalOrder: 'Numéro de commande',
    withdrawalItems: 'Exemplaires concernés',
    withdrawalWholeOrder: 'Toute la commande',
    withdrawalReason: 'Motif',
    withdrawalNoReason: 'Non indiqué',
    withdrawalReturnTitle: 'Comment nous renvoyer le planificateur',
    withdrawalReturn:
      'Renvoyez le planificateur dans les {days} jours à compter d’aujourd’hui, bien emballé et avec votre numéro de commande, à l’adresse suivante :',
    withdrawalRefund:
      'Nous vous remboursons le prix d’achat, frais de livraison standard compris, dans les {days} jours suivant la réception de votre rétractation. Nous pouvons différer le remboursement jusqu’à la récupération du planificateur ou jusqu’à ce que vous nous ayez fourni une preuve d’expédition.',
  },
  de: {
    // The polite German form: 'Guten Tag' with the full name ('Hallo' reads as too familiar with 'Sie').
    greeting: 'Guten Tag {fullName},',
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
    creditSubject: 'Gutschrift {credit} zur Bestellung #{number}',
    creditHeading: 'Ihre Erstattung',
    creditIntro:
      'Im Anhang finden Sie die Gutschrift {credit} zur Rechnung {invoice} Ihrer Bestellung #{number}.',
    creditRefund:
      'Wir erstatten {amount} auf das Konto, mit dem Sie bezahlt haben. Es kann einige Werktage dauern, bis der Betrag auf Ihrem Konto eingeht.',
    quoteSubject: 'Wir haben Ihre Angebotsanfrage erhalten',
    quoteHeading: 'Vielen Dank für Ihre Anfrage!',
    quoteIntro:
      'Wir haben Ihre Anfrage für {quantity} Planer erhalten und melden uns innerhalb von {hours} Stunden.',
    contactSubject: 'Wir haben Ihre Nachricht erhalten',
    contactHeading: 'Vielen Dank für Ihre Nachricht!',
    contactIntro: 'Wir haben Ihre Nachricht erhalten und antworten so schnell wie möglich.',
    yourMessage: 'Ihre Nachricht',
    withdrawalSubject: 'Eingangsbestätigung Ihres Widerrufs',
    withdrawalHeading: 'Wir haben Ihren Widerruf erhalten',
    withdrawalIntro:
      'Wir haben Ihre Erklärung, dass Sie den Vertrag widerrufen, am {received} erhalten. Das haben Sie uns geschickt:',
    withdrawalName: 'Name',
    withdrawalEmail: 'E-Mail-Adresse',
    withdrawalOrder: 'Bestellnummer',
    withdrawalItems: 'Widerrufene Artikel',
    withdrawalWholeOrder: 'Die gesamte Bestellung',
    withdrawalReason: 'Grund',
    withdrawalNoReason: 'Nicht angegeben',
    withdrawalReturnTitle: 'So senden Sie den Planer zurück',
    withdrawalReturn:
      'Bitte senden Sie den Planer innerhalb von {days} Tagen ab heute gut verpackt und mit Ihrer Bestellnummer zurück an:',
    withdrawalRefund:
      'Wir erstatten den Kaufpreis einschließlich der Standardversandkosten innerhalb von {days} Tagen nach Eingang Ihres Widerrufs. Wir können die Rückzahlung verweigern, bis wir den Planer zurückerhalten haben oder Sie den Nachweis der Rücksendung erbracht haben.',
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

/**
 * The salutation: Dutch, English and French greet by first name, German by the full name. Where only
 * one name field exists (contact form, quote contact person) it serves as both.
 */
export function greetingText(lang: Lang, firstName: string, lastName?: string): string {
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return emailText(lang, 'greeting', { firstName, fullName });
}
