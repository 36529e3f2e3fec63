import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { SelectField, TextAreaField } from '~/components/ui/field';
import { adminTextIn } from '~/modules/admin/admin-text';
import { quoteStatusLabels } from '~/modules/admin/labels';
import { quoteFollowUpSchema } from '~/modules/admin/quote-form';
import type { QuoteRequest } from '~/modules/admin/quotes.server';
import { FormAlert } from './form-alert';
import { date } from './ui';

const t = adminTextIn('quotes.detail');
const statusOptions = Object.entries(quoteStatusLabels).map(([value, label]) => ({ value, label }));

/** What the visitor sent, as text (never as markup). */
export function QuoteFacts({ quote }: { quote: QuoteRequest }) {
  const facts: [string, React.ReactNode][] = [
    [t('date'), date(quote.createdAt)],
    [t('contact'), quote.contactPerson],
    [t('email'), quote.email],
    [t('phone'), quote.phone],
    [t('quantity'), quote.quantity],
    [t('language'), quote.language],
  ];
  return (
    <dl className="grid max-w-2xl grid-cols-[10rem_1fr] gap-2 rounded-lg border border-slate-200 bg-white p-4">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <dt className="font-semibold">{t('message')}</dt>
      <dd className="whitespace-pre-wrap" data-testid="quote-message">
        {quote.message ?? '-'}
      </dd>
    </dl>
  );
}

/** Status and internal notes, saved together; the server's schema checks in the browser too. */
export function QuoteFollowUpForm({
  quote,
  lastResult,
}: {
  quote: QuoteRequest;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm({
    id: 'quote-follow-up',
    schema: quoteFollowUpSchema,
    lastResult,
    defaultValue: { status: quote.status, notes: quote.notes ?? '' },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-4">
      <FormAlert error={form.errors?.[0] ?? fields.status.errors?.[0]} className="" />
      <SelectField field={fields.status} label={t('status')} options={statusOptions} />
      <TextAreaField field={fields.notes} label={t('notes')} rows={5} />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('save')}
      </button>
    </Form>
  );
}
