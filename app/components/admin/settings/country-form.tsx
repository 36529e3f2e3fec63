import type { SubmissionResult } from '@conform-to/react';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { addZoneSchema } from '~/modules/settings/settings-schema';
import { countryName, SectionForm } from './section-form';

/** One country picked from a list: a zone to add, or a zone without orders to remove. */
export function CountryForm({
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
  const [form, fields] = useSchemaForm({ id, schema: addZoneSchema, lastResult });
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
