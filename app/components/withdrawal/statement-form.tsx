import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { usePublicForm } from '~/components/forms/use-public-form';
import { TextAreaField, TextField } from '~/components/ui/field';
import { FormAlert } from '~/components/ui/form-alert';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useTranslation } from '~/i18n/translation';
import { HONEYPOT_FIELD, withdrawalSchema } from '~/modules/forms/form-schemas';

/** Step 1 of the withdrawal: the statement, checked (never stored) before step 2 shows it back. */
export type Failure = { title: string; description: string } | null;

export function StatementForm({
  lastResult,
  failure,
  orderNumber,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Failure;
  orderNumber: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = usePublicForm({
    id: 'withdrawal',
    schemaFor: withdrawalSchema,
    lastResult,
    defaultValue: { orderNumber },
  });
  const busy = navigation.state === 'submitting';
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5" data-testid="withdrawal-form">
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      <TextField field={fields.name} label={t('forms.withdrawal.name')} autoComplete="name" />
      <TextField field={fields.email} label={t('forms.withdrawal.email')} type="email" autoComplete="email" />
      <TextField
        field={fields.orderNumber}
        label={t('forms.withdrawal.orderNumber')}
        hint={t('forms.withdrawal.orderNumberHint')}
      />
      <TextAreaField
        field={fields.items}
        label={t('forms.withdrawal.items')}
        hint={t('forms.withdrawal.itemsHint')}
        rows={2}
      />
      <TextAreaField
        field={fields.reason}
        label={t('forms.withdrawal.reason')}
        hint={t('forms.withdrawal.reasonHint')}
        rows={3}
      />
      <HoneypotField name={HONEYPOT_FIELD} label={t('forms.honeypot')} />
      <SubmitButton busy={busy} name="intent" value="review" label={t('forms.withdrawal.review')} />
    </Form>
  );
}
