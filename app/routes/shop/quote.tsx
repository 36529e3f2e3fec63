import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { PageIntro } from '~/components/simple-page';
import { FormAlert, HoneypotField, TextAreaField, TextField } from '~/components/ui/field';
import { useShop } from '~/components/use-shop';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { HONEYPOT_FIELD, quoteSchema } from '~/modules/forms/form-schemas';
import { storeQuoteRequest } from '~/modules/forms/submissions.server';
import { seoMeta } from '~/modules/seo/meta';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

const SENT = 'verzonden';

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has(SENT) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const done = `${href('quote', lang)}?${SENT}`;
  return handlePublicForm({
    form: 'quote',
    request,
    lang,
    schema: quoteSchema(lang),
    failure: (t) => ({ title: t('forms.quote.failedTitle'), description: t('forms.quote.failedText') }),
    botRedirect: redirect(done, 303),
    store: async (value) => {
      await storeQuoteRequest(value, lang);
      const t = fixedT(lang);
      return redirectWithToast(done, {
        type: 'success',
        title: t('forms.quote.successTitle'),
        description: t('forms.quote.successText'),
      });
    },
  });
}

function QuoteSent() {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <section
      role="status"
      className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6"
      data-testid="quote-sent"
    >
      <h2 className="text-xl font-bold text-green-900">{t('forms.quote.successTitle')}</h2>
      <p className="mt-2 text-green-900">{t('forms.quote.successText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={href('home', lang)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t('forms.quote.backHome')}
        </a>
        <a
          href={href('quote', lang)}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700"
        >
          {t('forms.quote.newRequest')}
        </a>
      </div>
    </section>
  );
}

function QuoteForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
}) {
  const { t } = useTranslation();
  const { lang, cartCount, largeOrderQuantity } = useShop();
  const navigation = useNavigation();
  const schema = useMemo(() => quoteSchema(lang), [lang]);
  const [form, fields] = useForm({
    id: 'quote',
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { quantity: String(cartCount > 0 ? cartCount : largeOrderQuantity) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {submitting ? t('forms.quote.submitting') : t('forms.quote.submit')}
      </button>
    </Form>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { largeOrderQuantity, quoteAnswerHours } = useShop();
  return (
    <PageIntro>
      <p className="mt-4 text-slate-700">
        {t('forms.quote.intro', { count: largeOrderQuantity, hours: quoteAnswerHours })}
      </p>
      {loaderData.sent ? (
        <QuoteSent />
      ) : (
        <QuoteForm lastResult={actionData?.result} failure={actionData?.failure ?? null} />
      )}
    </PageIntro>
  );
}
