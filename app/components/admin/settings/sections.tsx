import { getCollectionProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { adminTexts } from '~/modules/admin/admin-text';
import { SAMPLE_REVIEW_IDS } from '~/modules/catalog/sample-reviews';
import type { ShopSettings } from '~/modules/settings/settings.server';
import {
  claimsSchema,
  EU_COUNTRIES,
  identitySchema,
  operationsSchema,
  securitySchema,
  tiersSchema,
} from '~/modules/settings/settings-schema';
import home from '../../../../locales/nl/home.json';
import { SectionForm, SettingsCheckbox, SettingsField } from './section-form';

const text = adminTexts.settings;

export type SectionProps = {
  settings: ShopSettings;
  lastResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
};

const countryName = new Intl.DisplayNames(['nl'], { type: 'region' });

/** A section's Conform form: validated in the browser as you type after a first submit, and on the server. */
function useSectionForm<S extends z.ZodObject>(
  id: string,
  schema: S,
  defaultValue: Record<string, unknown>,
  lastResult: SectionProps['lastResult'],
) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export function IdentitySection({ settings, lastResult, saved }: SectionProps) {
  const [form, fields] = useSectionForm('identity-form', identitySchema, settings.identity, lastResult);
  const t = text.identity;
  return (
    <SectionForm form={form} intent="identity" version={settings.versions.identity} saved={saved}>
      {settings.identityConfirmed ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="example-identity-note">
          {text.exampleNote}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <SettingsField
          field={fields.legalName}
          label={t.legalName}
          hint={t.legalNameHint}
          className="md:col-span-2"
        />
        <SettingsField field={fields.tradeName} label={t.tradeName} />
        <SettingsField field={fields.email} label={t.email} type="email" />
        <SettingsField field={fields.street} label={t.street} />
        <SettingsField field={fields.phone} label={t.phone} type="tel" />
        <SettingsField field={fields.postalCode} label={t.postalCode} />
        <SettingsField field={fields.city} label={t.city} />
        <div>
          <label htmlFor={fields.countryCode.id} className="block text-sm font-semibold text-slate-800">
            {t.countryCode}
          </label>
          <select
            id={fields.countryCode.id}
            name={fields.countryCode.name}
            defaultValue={String(fields.countryCode.initialValue ?? 'NL')}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          >
            {EU_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName.of(code)}
              </option>
            ))}
          </select>
        </div>
        <SettingsField field={fields.kvk} label={t.kvk} />
        <SettingsField field={fields.vatId} label={t.vatId} />
        <SettingsField field={fields.iban} label={t.iban} />
        <SettingsField field={fields.instagram} label={t.instagram} type="url" />
        <SettingsField field={fields.facebook} label={t.facebook} type="url" />
        <SettingsField field={fields.pinterest} label={t.pinterest} type="url" />
      </div>
    </SectionForm>
  );
}

/** Four rows: the tiers the merchant set, then empty rows to add one. */
const TIER_ROWS = 4;

export function TiersSection({ settings, lastResult, saved }: SectionProps) {
  const rows = Array.from({ length: TIER_ROWS }, (_, i) => settings.tiers.tiers[i] ?? {});
  const [form, fields] = useSectionForm(
    'tiers-form',
    tiersSchema,
    { ...settings.tiers, tiers: rows },
    lastResult,
  );
  const tiers = fields.tiers.getFieldList();
  return (
    <SectionForm form={form} intent="tiers" version={settings.versions.tiers} saved={saved}>
      <p className="text-sm text-slate-700">{text.tiers.intro}</p>
      {fields.tiers.errors ? (
        <p id={fields.tiers.errorId} className="text-sm text-red-700">
          {fields.tiers.errors[0]}
        </p>
      ) : null}
      <div className="grid max-w-md gap-3">
        {tiers.map((tier, index) => {
          const row = tier.getFieldset();
          return (
            <div key={index} className="grid grid-cols-2 gap-3">
              <SettingsField field={row.minQuantity} label={text.tiers.quantity} type="number" />
              <SettingsField field={row.percent} label={text.tiers.percent} type="number" />
            </div>
          );
        })}
      </div>
      <SettingsField
        field={fields.largeOrderQuantity}
        label={text.tiers.largeOrderQuantity}
        type="number"
        className="max-w-xs"
      />
    </SectionForm>
  );
}

export function ClaimsSection({ settings, lastResult, saved }: SectionProps) {
  const claims = settings.claims;
  const [form, fields] = useSectionForm(
    'claims-form',
    claimsSchema,
    { ...claims, bestseller: claims.bestseller ? 'on' : undefined },
    lastResult,
  );
  const t = text.claims;
  return (
    <SectionForm form={form} intent="claims" version={settings.versions.claims} saved={saved}>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <div className="grid gap-4 md:grid-cols-3">
        <SettingsField field={fields.rating} label={t.rating} type="number" step="0.1" />
        <SettingsField field={fields.reviewCount} label={t.reviewCount} type="number" />
        <SettingsField field={fields.happyCustomers} label={t.happyCustomers} type="number" />
      </div>
      <SettingsCheckbox field={fields.bestseller} label={t.bestseller} />
      <fieldset className="mt-2" data-testid="verified-reviews">
        <legend className="text-sm font-semibold text-slate-800">{t.verifiedReviews}</legend>
        <p className="text-sm text-slate-700">{t.verifiedReviewsHint}</p>
        <ul className="mt-2 grid gap-1 md:grid-cols-2">
          {getCollectionProps(fields.verifiedReviews, { type: 'checkbox', options: SAMPLE_REVIEW_IDS }).map(
            ({ key, ...props }, i) => {
              const review = home.home.reviews.items[i];
              return (
                <li key={key}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input {...props} className="h-4 w-4" />
                    {review ? `${review.name}, ${review.place}` : props.value}
                  </label>
                </li>
              );
            },
          )}
        </ul>
      </fieldset>
    </SectionForm>
  );
}

export function OperationsSection({ settings, lastResult, saved }: SectionProps) {
  const [form, fields] = useSectionForm('operations-form', operationsSchema, settings.operations, lastResult);
  const t = text.operations;
  return (
    <SectionForm form={form} intent="operations" version={settings.versions.operations} saved={saved}>
      <div className="grid gap-4 md:grid-cols-2">
        <SettingsField field={fields.dispatchCutoff} label={t.dispatchCutoff} type="time" />
        <SettingsField field={fields.carrier} label={t.carrier} />
        <SettingsField field={fields.quoteAnswerHours} label={t.quoteAnswerHours} type="number" />
        <SettingsField field={fields.warrantyYears} label={t.warrantyYears} type="number" />
        <SettingsField field={fields.returnDays} label={t.returnDays} type="number" />
        <SettingsField field={fields.refundDays} label={t.refundDays} type="number" />
        <SettingsField field={fields.defectReportHours} label={t.defectReportHours} type="number" />
        <SettingsField
          field={fields.returnConfirmationHours}
          label={t.returnConfirmationHours}
          type="number"
        />
      </div>
    </SectionForm>
  );
}

export function SecuritySection({ settings, lastResult, saved }: SectionProps) {
  const security = settings.security;
  const [form, fields] = useSectionForm(
    'security-form',
    securitySchema,
    { twoFactorRequired: security.twoFactorRequired ? 'on' : undefined },
    lastResult,
  );
  const t = text.security;
  return (
    <SectionForm form={form} intent="security" version={settings.versions.security} saved={saved}>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <SettingsCheckbox field={fields.twoFactorRequired} label={t.twoFactorRequired} />
    </SectionForm>
  );
}
