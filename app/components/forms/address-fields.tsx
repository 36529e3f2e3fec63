import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '~/components/ui/field';
import { useTranslation } from '~/i18n/translation';

const parts = ['firstName', 'lastName', 'address', 'postalCode', 'city', 'country'] as const;
type Part = (typeof parts)[number];

/** The shipping address is named as the spec names it; the billing one the same with a prefix. */
type AddressFieldName<Prefix extends '' | 'billing'> = Prefix extends 'billing'
  ? `billing${Capitalize<Part>}`
  : Part;

const fieldName = <Prefix extends '' | 'billing'>(prefix: Prefix, part: Part) =>
  (prefix ? `${prefix}${part[0]!.toUpperCase()}${part.slice(1)}` : part) as AddressFieldName<Prefix>;

/**
 * One address fieldset of the checkout: the shipping address (no prefix) or the billing address
 * (`billing`, whose autocomplete tokens say so too). The country select is controlled by the caller,
 * which knows what follows from the choice (the shipping zone, or the billing country following it).
 */
export function AddressFields<Prefix extends '' | 'billing'>({
  prefix,
  fields,
  legend,
  className,
  countries,
  country,
  onCountryChange,
  countryControls,
}: {
  prefix: Prefix;
  fields: Record<AddressFieldName<Prefix>, FieldMetadata<string | undefined>>;
  legend: string;
  className: string;
  countries: readonly { code: string; name: string }[];
  /** The selected country when the caller controls it; uncontrolled (the form's value) otherwise. */
  country?: string;
  onCountryChange: (code: string) => void;
  /** Stands under the country select (the shipping address's recalculate button without JavaScript). */
  countryControls?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = (part: Part) => fields[fieldName(prefix, part)];
  const auto = (token: string) => (prefix ? `${prefix} ${token}` : token);
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <TextField
        field={field('firstName')}
        label={t('checkout.firstName')}
        autoComplete={auto('given-name')}
      />
      <TextField
        field={field('lastName')}
        label={t('checkout.lastName')}
        autoComplete={auto('family-name')}
      />
      <TextField
        field={field('address')}
        label={t('checkout.address')}
        autoComplete={auto('street-address')}
        className="sm:col-span-2"
      />
      <TextField
        field={field('postalCode')}
        label={t('checkout.postalCode')}
        autoComplete={auto('postal-code')}
      />
      <TextField field={field('city')} label={t('checkout.city')} autoComplete={auto('address-level2')} />
      <SelectField
        field={field('country')}
        label={t('checkout.country')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        autoComplete={auto('country')}
        className="sm:col-span-2"
        value={country}
        onChange={onCountryChange}
      >
        {countryControls}
      </SelectField>
    </fieldset>
  );
}
