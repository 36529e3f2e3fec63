import { data } from 'react-router';
import { Prose } from '~/components/prose';
import { ShippingTable } from '~/components/shipping-table';
import { PageIntro } from '~/components/simple-page';
import { resolvePath } from '~/i18n/pages';
import { isLegalPage, loadLegalPage } from '~/modules/content/legal-page.server';
import { seoMeta } from '~/modules/seo/meta';
import type { Route } from './+types/legal';

export const meta: Route.MetaFunction = (args) => seoMeta({ ...args, breadcrumb: true });

// One module serves four pages in four languages: the URL says which text to render.
export async function loader({ request }: Route.LoaderArgs) {
  const page = resolvePath(new URL(request.url).pathname);
  if (!page || !isLegalPage(page.id)) throw data(null, { status: 404 });
  return loadLegalPage(page.id, page.lang);
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { before, after, table } = loaderData;
  return (
    <PageIntro>
      <Prose html={before} className="mt-8" />
      {table ? <ShippingTable {...table} /> : null}
      {after ? <Prose html={after} className="mt-6" /> : null}
    </PageIntro>
  );
}
