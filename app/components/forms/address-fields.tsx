import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '~/components/ui/field';
import { useTranslation } from '~/i18n/translation';

type Part = 'firstName' | 'lastName' | 'address' | 'postalCode' | 'city' | 'country';

/** The text fields in reading order: the part, its autocomplete token, whether it spans the row. */
const textParts: [Exclude<Part, 'country'>, string, boolean][] = [
  ['firstName', 'given-name', false],
  ['lastName', 'family-name', false],
  ['address', 'street-address', true],
  ['postalCode', 'postal-code', false],
  ['city', 'address-level2', false],
];

/** The shipping address is named as the spec names it; the billing one the same with a prefix. */
type AddressFieldName<Prefix extends '' | 'billing'> = Prefix extends 'billing'
  ? `billing${Capitalize<Part>}`
  : Part;

const fieldName = <Prefix extends '' | 'billing'>(prefix: Prefix, part: Part) =>
  (prefix ? `${prefix}${part[0]!.toUpperCase()}${part.slice(1)}` : part) as AddressFieldName<Prefix>;

/**
 * One address fieldset of the checkout: the shipping address (no prefix) or the billing address
 * (`billing`: its field names and autocomplete tokens say so, and it shows only when the shopper
 * asks for a different billing address, see .billing-fields in app.css). The caller keeps the
 * chosen country, which decides more than the field (the shipping zone, the billing default).
 */
export function AddressFields<Prefix extends '' | 'billing'>({
  prefix,
  fields,
  countries,
  country,
  onCountryChange,
  afterCountry,
}: {
  prefix: Prefix;
  fields: Record<AddressFieldName<Prefix>, FieldMetadata<string | undefined>>;
  countries: readonly { code: string; name: string }[];
  /** The selected country when the caller controls it; the form's own value otherwise. */
  country?: string;
  onCountryChange: (code: string) => void;
  /** Stands under the country select (the shipping address's recalculate button without JavaScript). */
  afterCountry?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = (part: Part) => fields[fieldName(prefix, part)];
  const auto = (token: string) => (prefix ? `${prefix} ${token}` : token);
  return (
    <fieldset className={prefix ? 'billing-fields gap-4 sm:grid-cols-2' : 'grid gap-4 sm:grid-cols-2'}>
      <legend className="mb-2 text-lg font-bold">
        {t(prefix ? 'checkout.billingAddress' : 'checkout.shippingAddress')}
      </legend>
      {textParts.map(([part, token, wide]) => (
        <TextField
          key={part}
          field={field(part)}
          label={t(`checkout.${part}`)}
          autoComplete={auto(token)}
          className={wide ? 'sm:col-span-2' : undefined}
        />
      ))}
      <SelectField
        field={field('country')}
        label={t('checkout.country')}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        autoComplete={auto('country')}
        className="sm:col-span-2"
        value={country}
        onChange={onCountryChange}
        after={afterCountry}
      />
    </fieldset>
  );
}
