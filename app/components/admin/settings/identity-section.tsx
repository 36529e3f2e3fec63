import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTexts } from '~/modules/admin/admin-text';
import { EU_COUNTRIES, identitySchema } from '~/modules/settings/settings-schema';
import { countryName, SectionForm } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

export function IdentitySection({ settings, lastResult, saved }: SectionProps) {
  const [form, fields] = useSchemaForm({
    id: 'identity-form',
    schema: identitySchema,
    defaultValue: settings.identity,
    lastResult,
  });
  const t = text.identity;
  return (
    <SectionForm form={form} intent="identity" version={settings.versions.identity} saved={saved}>
      {settings.identityConfirmed ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="example-identity-note">
          {text.exampleNote}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          field={fields.legalName}
          label={t.legalName}
          hint={t.legalNameHint}
          className="md:col-span-2"
        />
        <TextField field={fields.tradeName} label={t.tradeName} />
        <TextField field={fields.email} label={t.email} type="email" />
        <TextField field={fields.street} label={t.street} />
        <TextField field={fields.phone} label={t.phone} type="tel" />
        <TextField field={fields.postalCode} label={t.postalCode} />
        <TextField field={fields.city} label={t.city} />
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
        <TextField field={fields.kvk} label={t.kvk} />
        <TextField field={fields.vatId} label={t.vatId} />
        <TextField field={fields.iban} label={t.iban} />
        <TextField field={fields.instagram} label={t.instagram} type="url" />
        <TextField field={fields.facebook} label={t.facebook} type="url" />
        <TextField field={fields.pinterest} label={t.pinterest} type="url" />
      </div>
    </SectionForm>
  );
}
