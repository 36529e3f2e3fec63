import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { usePublicForm } from '~/components/forms/use-public-form';
import { TextAreaField, TextField } from '~/components/ui/field';
import { FormAlert } from '~/components/ui/form-alert';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useShop } from '~/components/use-shop';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { HONEYPOT_FIELD, quoteSchema } from '~/modules/forms/form-schemas';

export function QuoteForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
}) {
  const { t } = useTranslation();
  const { lang, cartCount, largeOrderQuantity } = useShop();
  const navigation = useNavigation();
  const [form, fields] = usePublicForm({
    id: 'quote',
    schemaFor: quoteSchema,
    lastResult,
    defaultValue: { quantity: String(cartCount > 0 ? cartCount : largeOrderQuantity) },
  });
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.startsWith(href('quote', lang)) === true;
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-8 space-y-5" data-testid="quote-form">
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      <TextField
        field={fields.companyName}
        label={t('forms.quote.companyName')}
        autoComplete="organization"
      />
      <TextField field={fields.contactPerson} label={t('forms.quote.contactPerson')} autoComplete="name" />
      <TextField field={fields.email} label={t('forms.quote.email')} type="email" autoComplete="email" />
      <TextField field={fields.phone} label={t('forms.quote.phone')} type="tel" autoComplete="tel" />
      <div>
        <label htmlFor={fields.quantity.id} className="block text-sm font-semibold text-slate-800">
          {t('forms.quote.quantity')}
        </label>
        <input
          {...getInputProps(fields.quantity, { type: 'number' })}
          inputMode="numeric"
          className="mt-1 block w-40 rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-600"
        />
        {fields.quantity.errors ? (
          <p id={fields.quantity.errorId} className="mt-1 text-sm text-red-700">
            {fields.quantity.errors[0]}
          </p>
        ) : null}
      </div>
      <TextAreaField field={fields.message} label={t('forms.quote.message')} />
      <HoneypotField name={HONEYPOT_FIELD} label={t('forms.honeypot')} />
      <SubmitButton
        busy={submitting}
        label={t('forms.quote.submit')}
        busyLabel={t('forms.quote.submitting')}
      />
    </Form>
  );
}
