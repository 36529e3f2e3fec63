import { redirect } from 'react-router';
import { OrderLinkRequest } from '~/components/orders/order-link-request';
import { PageIntro } from '~/components/simple-page';
import { fixedT, getLocale } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { handlePublicForm } from '~/modules/forms/form-action.server';
import { orderLinkSchema } from '~/modules/forms/form-schemas';
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

export default function OrderLookupPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro>
      <OrderLinkRequest
        sent={loaderData.sent}
        lastResult={actionData?.result}
        failure={actionData?.failure ?? null}
      />
    </PageIntro>
  );
}
