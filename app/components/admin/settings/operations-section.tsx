import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTexts } from '~/modules/admin/admin-text';
import { operationsSchema } from '~/modules/settings/settings-schema';
import { SectionForm } from './section-form';
import type { SectionProps } from './section-props';

const text = adminTexts.settings;

export function OperationsSection({ settings, lastResult, saved }: SectionProps) {
  const [form, fields] = useSchemaForm({
    id: 'operations-form',
    schema: operationsSchema,
    defaultValue: settings.operations,
    lastResult,
  });
  const t = text.operations;
  return (
    <SectionForm form={form} intent="operations" version={settings.versions.operations} saved={saved}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.dispatchCutoff} label={t.dispatchCutoff} type="time" />
        <TextField field={fields.carrier} label={t.carrier} />
        <TextField field={fields.quoteAnswerHours} label={t.quoteAnswerHours} type="number" />
        <TextField field={fields.warrantyYears} label={t.warrantyYears} type="number" />
        <TextField field={fields.returnDays} label={t.returnDays} type="number" />
        <TextField field={fields.refundDays} label={t.refundDays} type="number" />
        <TextField field={fields.defectReportHours} label={t.defectReportHours} type="number" />
        <TextField field={fields.returnConfirmationHours} label={t.returnConfirmationHours} type="number" />
      </div>
    </SectionForm>
  );
}
