import type { Lang } from '~/i18n/config';

/** Validation messages of the checkout form; nl is the spec's wording, word for word. */
export type CheckoutMessages = Record<
  | 'email'
  | 'emailMax'
  | 'firstNameMin'
  | 'firstNameMax'
  | 'lastNameMin'
  | 'lastNameMax'
  | 'addressMin'
  | 'addressMax'
  | 'postalCodeMin'
  | 'postalCodeMax'
  | 'cityMin'
  | 'cityMax'
  | 'phoneMax'
  | 'country'
  | 'billingRequired',
  string
>;

export const checkoutMessages: Record<Lang, CheckoutMessages> = {
  nl: {
    email: 'Ongeldig e-mailadres',
    emailMax: 'E-mailadres mag maximaal 255 karakters bevatten',
    firstNameMin: 'Voornaam moet minimaal 2 karakters bevatten',
    firstNameMax: 'Voornaam mag maximaal 100 karakters bevatten',
    lastNameMin: 'Achternaam moet minimaal 2 karakters bevatten',
    lastNameMax: 'Achternaam mag maximaal 100 karakters bevatten',
    addressMin: 'Adres moet minimaal 5 karakters bevatten',
    addressMax: 'Adres mag maximaal 255 karakters bevatten',
    postalCodeMin: 'Postcode moet minimaal 4 karakters bevatten',
    postalCodeMax: 'Postcode mag maximaal 20 karakters bevatten',
    cityMin: 'Stad moet minimaal 2 karakters bevatten',
    cityMax: 'Stad mag maximaal 100 karakters bevatten',
    phoneMax: 'Telefoonnummer mag maximaal 30 karakters bevatten',
    country: 'Selecteer een land',
    billingRequired: 'Alle factuuradres velden zijn verplicht',
  },
  en: {
    email: 'Invalid e-mail address',
    emailMax: 'E-mail address can be at most 255 characters',
    firstNameMin: 'First name must be at least 2 characters',
    firstNameMax: 'First name can be at most 100 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    lastNameMax: 'Last name can be at most 100 characters',
    addressMin: 'Address must be at least 5 characters',
    addressMax: 'Address can be at most 255 characters',
    postalCodeMin: 'Postal code must be at least 4 characters',
    postalCodeMax: 'Postal code can be at most 20 characters',
    cityMin: 'City must be at least 2 characters',
    cityMax: 'City can be at most 100 characters',
    phoneMax: 'Phone number can be at most 30 characters',
    country: 'Select a country',
    billingRequired: 'All billing address fields are required',
  },
  fr: {
    email: 'Adresse e-mail invalide',
    emailMax: "L'adresse e-mail peut contenir au maximum 255 caractères",
    firstNameMin: 'Le prénom doit contenir au moins 2 caractères',
    firstNameMax: 'Le prénom peut contenir au maximum 100 caractères',
    lastNameMin: 'Le nom doit contenir au moins 2 caractères',
    lastNameMax: 'Le nom peut contenir au maximum 100 caractères',
    addressMin: "L'adresse doit contenir au moins 5 caractères",
    addressMax: "L'adresse peut contenir au maximum 255 caractères",
    postalCodeMin: 'Le code postal doit contenir au moins 4 caractères',
    postalCodeMax: 'Le code postal peut contenir au maximum 20 caractères',
    cityMin: 'La ville doit contenir au moins 2 caractères',
    cityMax: 'La ville peut contenir au maximum 100 caractères',
    phoneMax: 'Le numéro de téléphone peut contenir au maximum 30 caractères',
    country: 'Sélectionnez un pays',
    billingRequired: "Tous les champs de l'adresse de facturation sont obligatoires",
  },
  de: {
    email: 'Ungültige E-Mail-Adresse',
    emailMax: 'Die E-Mail-Adresse darf höchstens 255 Zeichen lang sein',
    firstNameMin: 'Der Vorname muss mindestens 2 Zeichen lang sein',
    firstNameMax: 'Der Vorname darf höchstens 100 Zeichen lang sein',
    lastNameMin: 'Der Nachname muss mindestens 2 Zeichen lang sein',
    lastNameMax: 'Der Nachname darf höchstens 100 Zeichen lang sein',
    addressMin: 'Die Adresse muss mindestens 5 Zeichen lang sein',
    addressMax: 'Die Adresse darf höchstens 255 Zeichen lang sein',
    postalCodeMin: 'Die Postleitzahl muss mindestens 4 Zeichen lang sein',
    postalCodeMax: 'Die Postleitzahl darf höchstens 20 Zeichen lang sein',
    cityMin: 'Der Ort muss mindestens 2 Zeichen lang sein',
    cityMax: 'Der Ort darf höchstens 100 Zeichen lang sein',
    phoneMax: 'Die Telefonnummer darf höchstens 30 Zeichen lang sein',
    country: 'Wählen Sie ein Land',
    billingRequired: 'Alle Felder der Rechnungsadresse sind Pflichtfelder',
  },
};
