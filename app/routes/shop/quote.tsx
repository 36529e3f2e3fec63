import { redirect } from 'react-router';
import { QuoteForm } from '~/components/quote/quote-form';
import { QuoteSent } from '~/components/quote/quote-sent';
import { PageIntro } from '~/components/simple-page';
import { useShop } from '~/components/use-shop';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { quoteSchema } from '~/modules/forms/form-schemas';
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
    schema: quoteSchema(lang, fixedT(lang)),
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
