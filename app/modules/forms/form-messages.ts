import type { Lang } from '~/i18n/config';

/** Validation messages of the quote and contact forms; nl is the spec's wording, word for word. */
export type FormMessages = Record<
  | 'email'
  | 'emailMax'
  | 'companyName'
  | 'companyNameMax'
  | 'contactPerson'
  | 'contactPersonMax'
  | 'phoneRequired'
  | 'phoneMin'
  | 'phoneMax'
  | 'quantity'
  | 'nameMin'
  | 'nameMax'
  | 'messageMin'
  | 'messageMax'
  | 'orderNumber'
  | 'textMax',
  string
>;

export const formMessages: Record<Lang, FormMessages> = {
  nl: {
    email: 'Ongeldig e-mailadres',
    emailMax: 'E-mailadres mag maximaal 255 karakters bevatten',
    companyName: 'Bedrijfsnaam is verplicht',
    companyNameMax: 'Bedrijfsnaam mag maximaal 200 karakters bevatten',
    contactPerson: 'Contactpersoon is verplicht',
    contactPersonMax: 'Contactpersoon mag maximaal 100 karakters bevatten',
    phoneRequired: 'Telefoonnummer is verplicht',
    phoneMin: 'Telefoonnummer moet minimaal 10 cijfers zijn',
    phoneMax: 'Telefoonnummer mag maximaal 30 karakters bevatten',
    quantity: 'Aantal moet minimaal 1 zijn',
    nameMin: 'Naam moet minimaal 2 karakters zijn',
    nameMax: 'Naam mag maximaal 100 karakters bevatten',
    messageMin: 'Bericht moet minimaal 10 karakters zijn',
    messageMax: 'Bericht mag maximaal 2000 karakters bevatten',
    orderNumber: 'Vul je bestelnummer in (bijvoorbeeld #3F2A9C1D)',
    textMax: 'Dit veld mag maximaal 1000 karakters bevatten',
  },
  en: {
    email: 'Invalid e-mail address',
    emailMax: 'E-mail address can be at most 255 characters',
    companyName: 'Company name is required',
    companyNameMax: 'Company name can be at most 200 characters',
    contactPerson: 'Contact person is required',
    contactPersonMax: 'Contact person can be at most 100 characters',
    phoneRequired: 'Phone number is required',
    phoneMin: 'Phone number must be at least 10 digits',
    phoneMax: 'Phone number can be at most 30 characters',
    quantity: 'Quantity must be at least 1',
    nameMin: 'Name must be at least 2 characters',
    nameMax: 'Name can be at most 100 characters',
    messageMin: 'Message must be at least 10 characters',
    messageMax: 'Message can be at most 2000 characters',
    orderNumber: 'Enter your order number (for example #3F2A9C1D)',
    textMax: 'This field may contain at most 1000 characters',
  },
  fr: {
    email: 'Adresse e-mail invalide',
    emailMax: "L'adresse e-mail ne peut pas dépasser 255 caractères",
    companyName: "Le nom de l'entreprise est obligatoire",
    companyNameMax: "Le nom de l'entreprise ne peut pas dépasser 200 caractères",
    contactPerson: 'La personne de contact est obligatoire',
    contactPersonMax: 'La personne de contact ne peut pas dépasser 100 caractères',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    phoneMin: 'Le numéro de téléphone doit comporter au moins 10 chiffres',
    phoneMax: 'Le numéro de téléphone ne peut pas dépasser 30 caractères',
    quantity: 'La quantité doit être au moins 1',
    nameMin: 'Le nom doit comporter au moins 2 caractères',
    nameMax: 'Le nom ne peut pas dépasser 100 caractères',
    messageMin: 'Le message doit comporter au moins 10 caractères',
    messageMax: 'Le message ne peut pas dépasser 2000 caractères',
    orderNumber: 'Saisissez votre numéro de commande (par exemple #3F2A9C1D)',
    textMax: 'Ce champ peut contenir au maximum 1000 caractères',
  },
  de: {
    email: 'Ungültige E-Mail-Adresse',
    emailMax: 'Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein',
    companyName: 'Firmenname ist erforderlich',
    companyNameMax: 'Der Firmenname darf höchstens 200 Zeichen lang sein',
    contactPerson: 'Ansprechpartner ist erforderlich',
    contactPersonMax: 'Der Ansprechpartner darf höchstens 100 Zeichen lang sein',
    phoneRequired: 'Telefonnummer ist erforderlich',
    phoneMin: 'Die Telefonnummer muss mindestens 10 Ziffern haben',
    phoneMax: 'Die Telefonnummer darf höchstens 30 Zeichen lang sein',
    quantity: 'Die Menge muss mindestens 1 sein',
    nameMin: 'Der Name muss mindestens 2 Zeichen lang sein',
    nameMax: 'Der Name darf höchstens 100 Zeichen lang sein',
    messageMin: 'Die Nachricht muss mindestens 10 Zeichen lang sein',
    messageMax: 'Die Nachricht darf höchstens 2000 Zeichen lang sein',
    orderNumber: 'Geben Sie Ihre Bestellnummer ein (zum Beispiel #3F2A9C1D)',
    textMax: 'Dieses Feld darf höchstens 1000 Zeichen enthalten',
  },
};
