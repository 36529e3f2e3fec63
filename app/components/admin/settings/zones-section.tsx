import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTexts } from '~/modules/admin/admin-text';
import { EU_COUNTRIES, zonesSchema } from '~/modules/settings/settings-schema';
import type { ZoneRow } from '~/modules/settings/zones-settings.server';
import { CountryForm } from './country-form';
import { countryName, SectionForm } from './section-form';

const text = adminTexts.settings;
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
  const [form, fields] = useSchemaForm({
    id: 'zones-form',
    schema: zonesSchema,
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
  });
  const t = text.zones;
  const missing = EU_COUNTRIES.filter((code) => !zones.some((zone) => zone.countryCode === code));
  const removable = zones.filter((zone) => !zone.inUse).map((zone) => zone.countryCode);
  const countryForms = [
    {
      id: 'add-zone',
      intent: 'addZone',
      countries: missing,
      lastResult: addResult,
      label: t.addCountry,
      submitLabel: t.add,
    },
    {
      id: 'remove-zone',
      intent: 'removeZone',
      countries: removable,
      lastResult: removeResult,
      label: t.removeCountry,
      submitLabel: t.remove,
    },
  ] as const;
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
                <TextField field={zone.shippingCostCents} label={t.shippingCost} />
                <TextField field={zone.freeShippingThresholdCents} label={t.freeFrom} />
                <TextField field={zone.vatRate} label={t.vatRate} type="number" step="0.1" />
                <TextField field={zone.deliveryMinDays} label={t.deliveryMin} type="number" />
                <TextField field={zone.deliveryMaxDays} label={t.deliveryMax} type="number" />
              </fieldset>
            );
          })}
        </div>
      </SectionForm>
      {countryForms.map((props) =>
        props.countries.length > 0 ? <CountryForm key={props.id} {...props} version={version} /> : null,
      )}
    </>
  );
}
