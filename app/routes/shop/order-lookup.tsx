import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, redirect, useNavigation } from 'react-router';
import { usePublicForm } from '~/components/forms/use-public-form';
import { PageIntro } from '~/components/simple-page';
import { FormAlert, HoneypotField, TextField } from '~/components/ui/field';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { HONEYPOT_FIELD, orderLinkSchema } from '~/modules/forms/form-schemas';
import { sendOrderLinks } from '~/modules/orders/order-link.server';
import { seoMeta } from '~/modules/seo/meta';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/order-lookup';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

const SENT = 'verstuurd';

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has(SENT) };
}

/** 'Link kwijt?': the same answer whether or not the address has orders (nothing to probe). */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const done = redirect(`${href('orderLookup', lang)}?${SENT}`, 303);
  const merchantEmail = (await shopSettings()).identity.email;
  return handlePublicForm({
    form: 'order-link',
    request,
    lang,
    schema: orderLinkSchema(lang, fixedT(lang)),
    failure: (t) => ({
      title: t('orders.lookup.failedTitle'),
      description: t('orders.lookup.failedText', { email: merchantEmail }),
    }),
    botRedirect: done,
    store: async (value) => {
      await sendOrderLinks(value.email, lang);
      return done;
    },
  });
}

function LookupForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = usePublicForm({ id: 'order-link', schemaFor: orderLinkSchema, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-5" data-testid="order-link-form">
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      <TextField field={fields.email} label={t('orders.lookup.email')} type="email" autoComplete="email" />
      <HoneypotField name={HONEYPOT_FIELD} label={t('forms.honeypot')} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {t('orders.lookup.submit')}
      </button>
    </Form>
  );
}

export default function OrderLookupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageIntro>
      <section aria-labelledby="order-link-title" className="mt-8">
        <h2 id="order-link-title" className="mb-2 text-xl font-bold">
          {t('orders.lookup.formTitle')}
        </h2>
        {loaderData.sent ? (
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
            <LookupForm lastResult={actionData?.result} failure={actionData?.failure ?? null} />
          </>
        )}
      </section>
    </PageIntro>
  );
}
