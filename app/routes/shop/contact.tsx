import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useMemo } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { PageIntro } from '~/components/simple-page';
import { FormAlert, HoneypotField, TextAreaField, TextField } from '~/components/ui/field';
import { useShop } from '~/components/use-shop';
import type { Lang } from '~/i18n/config';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { useTranslation } from '~/i18n/translation';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { contactSchema, HONEYPOT_FIELD } from '~/modules/forms/form-schemas';
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
  const lang = getLocale(context) as Lang;
  const t = fixedT(lang);
  const page = href('contact', lang);
  const merchantEmail = (await shopSettings()).identity.email;
  return handlePublicForm({
    form: 'contact',
    request,
    lang,
    schema: contactSchema(lang),
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

function ContactForm({
  lastResult,
  failure,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  failure: { title: string; description: string } | null;
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const navigation = useNavigation();
  const schema = useMemo(() => contactSchema(lang), [lang]);
  const [form, fields] = useForm({
    id: 'contact',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {submitting ? t('forms.contact.submitting') : t('forms.contact.submit')}
      </button>
    </Form>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const { merchant: contact, quoteAnswerHours, lang } = useShop();
  return (
    <aside className="rounded-2xl bg-slate-50 p-6" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="text-xl font-bold">
        {t('forms.contact.detailsTitle')}
      </h2>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="font-semibold">{t('forms.contact.emailLabel')}</dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.phoneLabel')}</dt>
          <dd>
            <a className="text-brand-700 underline" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.addressLabel')}</dt>
          <dd>
            <address className="not-italic">
              {contact.legalName}
              <br />
              {contact.street}
              <br />
              {contact.postalCode} {contact.city}
              <br />
              {new Intl.DisplayNames([lang], { type: 'region' }).of(contact.countryCode)}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('forms.contact.registrationLabel')}</dt>
          <dd data-testid="contact-registration">
            {t('footer.kvk', { kvk: contact.kvk })}
            <br />
            {t('footer.vatId', { vatId: contact.vatId })}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('forms.contact.hours', { hours: quoteAnswerHours })}</p>
    </aside>
  );
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
