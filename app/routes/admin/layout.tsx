import { Outlet } from 'react-router';
import { AdminErrorPage, Sidebar } from '~/components/admin/admin-shell';
import { TwoFactorOffer } from '~/components/admin/two-factor-offer';
import { adminText } from '~/modules/admin/admin-text';
import { sidebarCollapsed } from '~/modules/admin/sidebar.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { ENROL_PATH, offerTwoFactor } from '~/modules/auth/two-factor-policy.server';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: adminText('meta.admin') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAdmin(request);
  const path = new URL(request.url).pathname;
  const [collapsed, settings, offer] = await Promise.all([
    sidebarCollapsed(request),
    shopSettings(),
    path === ENROL_PATH ? false : offerTwoFactor(request, account),
  ]);
  const exampleIdentity = !settings.identityConfirmed;
  return { email: account.email, collapsed, exampleIdentity, twoFactorOffer: offer ? path : null };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 md:flex-row">
      <Sidebar collapsed={loaderData.collapsed} />
      <main className="flex-1 p-6" id="main">
        <p className="mb-4 text-right text-sm text-slate-500">{loaderData.email}</p>
        {loaderData.exampleIdentity ? (
          <p
            className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950"
            data-testid="example-identity-banner"
          >
            {adminText('settings.exampleBanner')}{' '}
            <a href="/admin/dashboard/settings#identity" className="underline">
              {adminText('settings.exampleBannerLink')}
            </a>
          </p>
        ) : null}
        {loaderData.twoFactorOffer ? <TwoFactorOffer returnTo={loaderData.twoFactorOffer} /> : null}
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
