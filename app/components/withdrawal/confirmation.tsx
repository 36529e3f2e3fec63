import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/ui/submit-button';
import { useTranslation } from '~/i18n/translation';
import type { WithdrawalInput } from '~/modules/forms/form-schemas';

/** Step 2: the statement as it will be stored, carried back as hidden fields to 'Herroeping bevestigen'. */
export function Confirmation({ statement }: { statement: WithdrawalInput }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const rows: [string, string][] = [
    [t('forms.withdrawal.name'), statement.name],
    [t('forms.withdrawal.email'), statement.email],
    [t('forms.withdrawal.orderNumber'), statement.orderNumber],
    [t('forms.withdrawal.items'), statement.items || t('forms.withdrawal.wholeOrder')],
    [t('forms.withdrawal.reason'), statement.reason || t('forms.withdrawal.noReason')],
  ];
  return (
    <section aria-labelledby="withdrawal-confirm-title" data-testid="withdrawal-confirm">
      <h2 id="withdrawal-confirm-title" className="mb-2 text-xl font-bold">
        {t('forms.withdrawal.confirmTitle')}
      </h2>
      <p className="text-slate-700">{t('forms.withdrawal.confirmText')}</p>
      <dl className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        {Object.entries(statement).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value ?? ''} />
        ))}
        <SubmitButton busy={busy} name="intent" value="confirm" label={t('forms.withdrawal.confirm')} />
        <SubmitButton
          busy={busy}
          name="intent"
          value="edit"
          look="secondary"
          label={t('forms.withdrawal.edit')}
        />
      </Form>
    </section>
  );
}
