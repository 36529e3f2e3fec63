import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { adminTexts } from '~/modules/admin/admin-text';
import { addZoneSchema, EU_COUNTRIES, zonesSchema } from '~/modules/settings/settings-schema';
import type { ZoneRow } from '~/modules/settings/zones-settings.server';
import { SectionForm, SettingsField } from './section-form';

const text = adminTexts.settings;
const countryName = new Intl.DisplayNames(['nl'], { type: 'region' });
/** Euro amounts as the owner types them: 4,95. */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

type Props = {
  zones: ZoneRow[];
  version: number;
  lastResult: SubmissionResult<string[]> | undefined;
  addResult: SubmissionResult<string[]> | undefined;
  removeResult: SubmissionResult<string[]> | undefined;
  saved: boolean;
};

export function ZonesSection({ zones, version, lastResult, addResult, removeResult, saved }: Props) {
  const [form, fields] = useForm({
    id: 'zones-form',
    lastResult,
    defaultValue: {
      zones: zones.map((zone) => ({
        countryCode: zone.countryCode,
        isActive: zone.isActive ? 'on' : undefined,
        shippingCostCents: euros(zone.shippingCostCents),
        freeShippingThresholdCents: euros(zone.freeShippingThresholdCents),
        vatRate: String(zone.vatRate),
        deliveryMinDays: String(zone.deliveryMinDays),
        deliveryMaxDays: String(zone.deliveryMaxDays),
      })),
    },
    constraint: getZodConstraint(zonesSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: zonesSchema }),
  });
  const t = text.zones;
  const missing = EU_COUNTRIES.filter((code) => !zones.some((zone) => zone.countryCode === code));
  const removable = zones.filter((zone) => !zone.inUse).map((zone) => zone.countryCode);
  return (
    <>
      <SectionForm form={form} intent="zones" version={version} saved={saved}>
        <p className="text-sm text-slate-700">{t.intro}</p>
        <div className="space-y-3">
          {fields.zones.getFieldList().map((item) => {
            const zone = item.getFieldset();
            const code = String(zone.countryCode.initialValue ?? '');
            return (
              <fieldset
                key={item.key}
                className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-7"
                data-testid={`zone-${code}`}
              >
                <legend className="px-1 font-semibold">
                  {countryName.of(code)} ({code})
                </legend>
                <input {...getInputProps(zone.countryCode, { type: 'hidden' })} />
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input {...getInputProps(zone.isActive, { type: 'checkbox' })} className="h-4 w-4" />
                  {t.active}
                </label>
                <SettingsField field={zone.shippingCostCents} label={t.shippingCost} />
                <SettingsField field={zone.freeShippingThresholdCents} label={t.freeFrom} />
                <SettingsField field={zone.vatRate} label={t.vatRate} type="number" step="0.1" />
                <SettingsField field={zone.deliveryMinDays} label={t.deliveryMin} type="number" />
                <SettingsField field={zone.deliveryMaxDays} label={t.deliveryMax} type="number" />
              </fieldset>
            );
          })}
        </div>
      </SectionForm>
      {missing.length > 0 ? (
        <CountryForm
          id="add-zone"
          intent="addZone"
          countries={missing}
          version={version}
          lastResult={addResult}
          label={text.zones.addCountry}
          submitLabel={text.zones.add}
        />
      ) : null}
      {removable.length > 0 ? (
        <CountryForm
          id="remove-zone"
          intent="removeZone"
          countries={removable}
          version={version}
          lastResult={removeResult}
          label={text.zones.removeCountry}
          submitLabel={text.zones.remove}
        />
      ) : null}
    </>
  );
}

/** One country picked from a list: a zone to add, or a zone without orders to remove. */
function CountryForm({
  id,
  intent,
  countries,
  version,
  lastResult,
  label,
  submitLabel,
}: {
  id: string;
  intent: 'addZone' | 'removeZone';
  countries: readonly string[];
  version: number;
  lastResult: SubmissionResult<string[]> | undefined;
  label: string;
  submitLabel: string;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addZoneSchema }),
  });
  return (
    <div className="mt-4 max-w-md">
      <SectionForm form={form} intent={intent} version={version} saved={false} submitLabel={submitLabel}>
        <div>
          <label htmlFor={fields.countryCode.id} className="block text-sm font-semibold text-slate-800">
            {label}
          </label>
          <select
            id={fields.countryCode.id}
            name={fields.countryCode.name}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName.of(code)}
              </option>
            ))}
          </select>
          {fields.countryCode.errors ? (
            <p className="mt-1 text-sm text-red-700">{fields.countryCode.errors[0]}</p>
          ) : null}
        </div>
      </SectionForm>
    </div>
  );
}
