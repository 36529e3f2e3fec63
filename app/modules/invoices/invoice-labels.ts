import type { Lang } from '~/i18n/config';
import de from '../../../locales/de/invoice.json';
import en from '../../../locales/en/invoice.json';
import fr from '../../../locales/fr/invoice.json';
import nl from '../../../locales/nl/invoice.json';

/** The invoice's texts kept in locales/{lang}/invoice.json: a server-only catalog, never sent to browsers. */
const catalogs = { nl, en, fr, de };

/**
 * The invoice's words per language. Kept beside the document rather than in the UI catalogs: the PDF is
 * rendered on the server only and must not grow the client's catalogs.
 */
export type InvoiceLabels = {
  title: string;
  number: string;
  issueDate: string;
  deliveryDate: string;
  /** Beside the payment date while the parcel has not left: the supply date equals the invoice date. */
  deliveryDateIsInvoiceDate: string;
  order: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  discount: (percent: string) => string;
  taxable: string;
  vat: (rate: string) => string;
  shipping: string;
  total: string;
  paid: (date: string) => string;
  kvk: string;
  vatNumber: string;
  iban: string;
  tradingAs: string;
  /** A credit invoice's own words (locales/{lang}/invoice.json, 'credit'). */
  credit: { title: string; number: string; refersTo: string; footer: string };
};

export const invoiceLabels: Record<Lang, InvoiceLabels> = {
  nl: {
    title: 'Factuur',
    number: 'Factuurnummer',
    issueDate: 'Factuurdatum',
    deliveryDate: 'Leverdatum',
    deliveryDateIsInvoiceDate: catalogs.nl.invoice.deliveryDateIsInvoiceDate,
    order: 'Bestelnummer',
    billTo: 'Factuuradres',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Prijs per stuk excl. btw',
    amount: 'Bedrag excl. btw',
    discount: (p) => `Staffelkorting ${p}`,
    taxable: 'Totaal excl. btw',
    vat: (r) => `Btw ${r}`,
    shipping: 'Verzendkosten',
    total: 'Totaal',
    paid: (d) => `Betaald op ${d}. Bedankt voor je bestelling.`,
    kvk: 'KVK',
    vatNumber: 'Btw-nummer',
    iban: 'IBAN',
    tradingAs: 'h.o.d.n.',
    credit: catalogs.nl.credit,
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issueDate: 'Invoice date',
    deliveryDate: 'Delivery date',
    deliveryDateIsInvoiceDate: catalogs.en.invoice.deliveryDateIsInvoiceDate,
    order: 'Order number',
    billTo: 'Bill to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    amount: 'Amount excl. VAT',
    discount: (p) => `Volume discount ${p}`,
    taxable: 'Total excl. VAT',
    vat: (r) => `VAT ${r}`,
    shipping: 'Shipping',
    total: 'Total',
    paid: (d) => `Paid on ${d}. Thank you for your order.`,
    kvk: 'Chamber of Commerce (KVK)',
    vatNumber: 'VAT number',
    iban: 'IBAN',
    tradingAs: 'trading as',
    credit: catalogs.en.credit,
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    issueDate: 'Date de facture',
    deliveryDate: 'Date de livraison',
    deliveryDateIsInvoiceDate: catalogs.fr.invoice.deliveryDateIsInvoiceDate,
    order: 'Numéro de commande',
    billTo: 'Facturé à',
    description: 'Description',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire HT',
    amount: 'Montant HT',
    discount: (p) => `Remise sur quantité ${p}`,
    taxable: 'Total HT',
    vat: (r) => `TVA ${r}`,
    shipping: 'Frais de livraison',
    total: 'Total TTC',
    paid: (d) => `Payée le ${d}. Merci pour votre commande.`,
    kvk: 'Registre du commerce (KVK)',
    vatNumber: 'N° de TVA',
    iban: 'IBAN',
    tradingAs: 'nom commercial :',
    credit: catalogs.fr.credit,
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    deliveryDate: 'Lieferdatum',
    deliveryDateIsInvoiceDate: catalogs.de.invoice.deliveryDateIsInvoiceDate,
    order: 'Bestellnummer',
    billTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis netto',
    amount: 'Betrag netto',
    discount: (p) => `Mengenrabatt ${p}`,
    taxable: 'Nettobetrag',
    vat: (r) => `MwSt. ${r}`,
    shipping: 'Versandkosten',
    total: 'Gesamtbetrag',
    paid: (d) => `Bezahlt am ${d}. Vielen Dank für Ihre Bestellung.`,
    kvk: 'Handelsregister (KVK)',
    vatNumber: 'USt-IdNr.',
    iban: 'IBAN',
    tradingAs: 'handelnd unter',
    credit: catalogs.de.credit,
  },
};
