import { useAdminForm } from '~/components/admin/use-admin-form';
import { adminTexts } from '~/modules/admin/admin-text';
import { operationsSchema } from '~/modules/settings/settings-schema';
import { SectionForm, SettingsField } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

export function OperationsSection({ settings, lastResult, saved }: SectionProps) {
  const [form, fields] = useAdminForm({
    id: 'operations-form',
    schema: operationsSchema,
    defaultValue: settings.operations,
    lastResult,
  });
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
