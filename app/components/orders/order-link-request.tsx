import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { usePublicForm } from '~/components/forms/use-public-form';
import { TextField } from '~/components/ui/field';
import { FormAlert } from '~/components/ui/form-alert';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useTranslation } from '~/i18n/translation';
import { HONEYPOT_FIELD, orderLinkSchema } from '~/modules/forms/form-schemas';

type Failure = { title: string; description: string } | null;

function LookupForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Failure;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = usePublicForm({ id: 'order-link', schemaFor: orderLinkSchema, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5" data-testid="order-link-form">
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      <TextField field={fields.email} label={t('orders.lookup.email')} type="email" autoComplete="email" />
      <HoneypotField name={HONEYPOT_FIELD} label={t('forms.honeypot')} />
      <SubmitButton busy={busy} label={t('orders.lookup.submit')} />
    </Form>
  );
}

/** 'Link kwijt?': the form asking for the order links by e-mail, or the answer once it was sent. */
export function OrderLinkRequest({
  sent,
  lastResult,
  failure,
}: {
  sent: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Failure;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-link-title" className="mt-8">
      <h2 id="order-link-title" className="mb-2 text-xl font-bold">
        {t('orders.lookup.formTitle')}
      </h2>
      {sent ? (
        <div
          role="status"
          className="rounded-xl border border-green-700 bg-green-50 p-6"
          data-testid="order-link-sent"
        >
          <p className="font-bold">{t('orders.lookup.sentTitle')}</p>
          <p className="mt-2">{t('orders.lookup.sentText')}</p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('orders.lookup.formText')}</p>
          <LookupForm lastResult={lastResult} failure={failure} />
        </>
      )}
    </section>
  );
}
