import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { usePublicForm } from '~/components/forms/use-public-form';
import { TextAreaField, TextField } from '~/components/ui/field';
import { FormAlert } from '~/components/ui/form-alert';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useShop } from '~/components/use-shop';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { contactSchema, HONEYPOT_FIELD } from '~/modules/forms/form-schemas';

export function ContactForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const navigation = useNavigation();
  const [form, fields] = usePublicForm({ id: 'contact', schemaFor: contactSchema, lastResult });
  const submitting =
    navigation.state === 'submitting' && navigation.formAction?.startsWith(href('contact', lang)) === true;
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5" data-testid="contact-form">
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      <TextField field={fields.name} label={t('forms.contact.name')} autoComplete="name" />
      <TextField field={fields.email} label={t('forms.contact.email')} type="email" autoComplete="email" />
      <TextField field={fields.phone} label={t('forms.contact.phone')} type="tel" autoComplete="tel" />
      <TextAreaField field={fields.message} label={t('forms.contact.message')} rows={6} />
      <HoneypotField name={HONEYPOT_FIELD} label={t('forms.honeypot')} />
      <SubmitButton
        busy={submitting}
        label={t('forms.contact.submit')}
        busyLabel={t('forms.contact.submitting')}
      />
    </Form>
  );
}
