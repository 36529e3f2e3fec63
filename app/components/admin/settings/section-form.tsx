import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { adminTexts } from '~/modules/admin/admin-text';

const text = adminTexts.settings;

/** A country's Dutch name: 'Duitsland' for DE. */
export const countryName = new Intl.DisplayNames(['nl'], { type: 'region' });

/**
 * One section of the settings page: its own form (so a save never sends another section's fields),
 * the version it was loaded with, the form-level message (stale, failed) and 'Opgeslagen' after a save.
 */
export function SectionForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  version,
  saved,
  submitLabel = text.save,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  version: number;
  saved: boolean;
  submitLabel?: string;
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {form.errors ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-900">
          {form.errors[0]}
        </p>
      ) : null}
      {children}
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {saving ? text.saving : submitLabel}
        </button>
        {saved ? (
          <p role="status" className="font-semibold text-green-800" data-testid={`saved-${intent}`}>
            {text.saved}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

export function SettingsCheckbox({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      <input {...getInputProps(field, { type: 'checkbox' })} className="h-4 w-4" />
      {label}
    </label>
  );
}
