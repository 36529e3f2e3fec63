import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { PageIntro } from '~/components/simple-page';
import { Confirmation } from '~/components/withdrawal/confirmation';
import { StatementForm } from '~/components/withdrawal/statement-form';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { receivedAtText } from '~/modules/email/templates/withdrawal-emails';
import { isBot } from '~/modules/forms/abuse.server';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { type WithdrawalInput, withdrawalSchema } from '~/modules/forms/form-schemas';
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
  const lang = getLocale(context);
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
  const lang = getLocale(context);
  const page = href('withdrawal', lang);
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  if (intent !== 'confirm') {
    if (isBot(formData)) return redirect(page, 303);
    const submission = parseWithZod(formData, { schema: withdrawalSchema(lang, fixedT(lang)) });
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
    schema: withdrawalSchema(lang, fixedT(lang)),
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
