import { redirect } from 'react-router';
import { ContactDetails } from '~/components/contact/contact-details';
import { ContactForm } from '~/components/contact/contact-form';
import { PageIntro } from '~/components/simple-page';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { contactSchema } from '~/modules/forms/form-schemas';
import { storeContactMessage } from '~/modules/forms/submissions.server';
import { isUuid } from '~/modules/http/is-uuid';
import { seoMeta } from '~/modules/seo/meta';
import { shopSettings } from '~/modules/settings/settings.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) => seoMeta(args);

const SENT = 'verzonden';

/** `?verzonden=<message id>` after a success: a new id gives a fresh, empty form (the spec's reset). */
export function loader({ request }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get(SENT);
  return { sentId: isUuid(sent) ? sent : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = getLocale(context);
  const t = fixedT(lang);
  const page = href('contact', lang);
  const merchantEmail = (await shopSettings()).identity.email;
  return handlePublicForm({
    form: 'contact',
    request,
    lang,
    schema: contactSchema(lang, t),
    failure: (tr) => ({
      title: tr('forms.contact.failedTitle'),
      description: tr('forms.contact.failedText', { email: merchantEmail }),
    }),
    botRedirect: redirect(page, 303),
    store: async (value) => {
      const id = await storeContactMessage(value, lang);
      return redirectWithToast(`${page}?${SENT}=${id}`, {
        type: 'success',
        title: t('forms.contact.successTitle'),
        description: t('forms.contact.successText'),
      });
    },
  });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageIntro>
      <p className="mt-4 text-slate-700">{t('forms.contact.intro')}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
            {t('forms.contact.formTitle')}
          </h2>
          <ContactForm
            key={loaderData.sentId ?? 'new'}
            lastResult={actionData?.result}
            failure={actionData?.failure ?? null}
          />
        </section>
        <ContactDetails />
      </div>
    </PageIntro>
  );
}
