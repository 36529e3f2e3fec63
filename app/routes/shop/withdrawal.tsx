import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { PageIntro } from '~/components/simple-page';
import { FormAlert, HoneypotField, TextAreaField, TextField } from '~/components/ui/field';
import { useShop } from '~/components/use-shop';
import type { Lang } from '~/i18n/config';
import { getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { receivedAtText } from '~/modules/email/templates/withdrawal-emails';
import { isBot } from '~/modules/forms/abuse.server';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { HONEYPOT_FIELD, type WithdrawalInput, withdrawalSchema } from '~/modules/forms/form-schemas';
import { isUuid } from '~/modules/http/is-uuid';
import { seoMeta } from '~/modules/seo/meta';
import { shopSettings } from '~/modules/settings/settings.server';
import { recordWithdrawal, withdrawalReceivedAt } from '~/modules/withdrawals/withdrawals.server';
import type { Route } from './+types/withdrawal';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

/** `?ontvangen=<id>` after the statement is stored; `?bestelling=<number>` from the order page. */
const RECEIVED = 'ontvangen';
const PREFILL = 'bestelling';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = getLocale(context) as Lang;
  const url = new URL(request.url);
  const id = url.searchParams.get(RECEIVED);
  const receivedAt = isUuid(id) ? await withdrawalReceivedAt(id) : null;
  return {
    received: receivedAt ? receivedAtText(receivedAt, lang) : null,
    orderNumber: url.searchParams.get(PREFILL)?.slice(0, 20) ?? '',
  };
}

/**
 * Two steps, as the directive asks: the statement (validated, nothing stored), then its
 * confirmation, which stores it before anything else and sends the acknowledgement. Both are plain
 * POSTs: the confirmation step carries the statement back as hidden fields.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context) as Lang;
  const page = href('withdrawal', lang);
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  if (intent !== 'confirm') {
    if (isBot(formData)) return redirect(page, 303);
    const submission = parseWithZod(formData, { schema: withdrawalSchema(lang) });
    const review = intent === 'review' && submission.status === 'success' ? submission.value : null;
    return data(
      { result: submission.reply(), failure: null, review },
      { status: submission.status === 'success' ? 200 : 400 },
    );
  }
  const merchantEmail = (await shopSettings()).identity.email;
  const outcome = await handlePublicForm({
    form: 'withdrawal',
    request,
    lang,
    schema: withdrawalSchema(lang),
    failure: (t) => ({
      title: t('forms.withdrawal.failedTitle'),
      description: t('forms.withdrawal.failedText', { email: merchantEmail }),
    }),
    botRedirect: redirect(page, 303),
    store: async (value) => {
      const { id } = await recordWithdrawal(value, lang);
      return redirect(`${page}?${RECEIVED}=${id}`, 303);
    },
  });
  return outcome;
}

type Failure = { title: string; description: string } | null;

function StatementForm({
  lastResult,
  failure,
  orderNumber,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: Failure;
  orderNumber: string;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const navigation = useNavigation();
  const schema = useMemo(() => withdrawalSchema(lang), [lang]);
  const [form, fields] = useForm({
    id: 'withdrawal',
    lastResult,
    defaultValue: { orderNumber },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
      <button
        type="submit"
        name="intent"
        value="review"
        disabled={busy}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {t('forms.withdrawal.review')}
      </button>
    </Form>
  );
}

function Confirmation({ statement }: { statement: WithdrawalInput }) {
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
        <button
          type="submit"
          name="intent"
          value="confirm"
          disabled={busy}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {t('forms.withdrawal.confirm')}
        </button>
        <button
          type="submit"
          name="intent"
          value="edit"
          disabled={busy}
          className="rounded-md border border-slate-400 px-6 py-3 font-semibold"
        >
          {t('forms.withdrawal.edit')}
        </button>
      </Form>
    </section>
  );
}

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const review = (actionData && 'review' in actionData ? actionData.review : null) as WithdrawalInput | null;
  return (
    <PageIntro>
      <div className="mt-8">
        {loaderData.received ? (
          <section
            className="rounded-xl border border-green-700 bg-green-50 p-6"
            data-testid="withdrawal-received"
          >
            <h2 className="text-xl font-bold">{t('forms.withdrawal.receivedTitle')}</h2>
            <p className="mt-2">{t('forms.withdrawal.receivedText', { received: loaderData.received })}</p>
          </section>
        ) : review ? (
          <Confirmation statement={review} />
        ) : (
          <section aria-labelledby="withdrawal-form-title">
            <h2 id="withdrawal-form-title" className="mb-4 text-xl font-bold">
              {t('forms.withdrawal.formTitle')}
            </h2>
            <StatementForm
              lastResult={actionData?.result}
              failure={actionData?.failure ?? null}
              orderNumber={loaderData.orderNumber}
            />
          </section>
        )}
      </div>
    </PageIntro>
  );
}
