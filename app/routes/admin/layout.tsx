import { useEffect, useRef } from 'react';
import { Form, isRouteErrorResponse, NavLink, Outlet, useFetcher, useRouteError } from 'react-router';
import { TwoFactorOffer } from '~/components/admin/two-factor';
import { SideDrawer } from '~/components/ui/side-drawer';
import { sidebarCollapsed } from '~/modules/admin/sidebar.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { ENROL_PATH, offerTwoFactor } from '~/modules/auth/two-factor-policy.server';
import { shopSettings } from '~/modules/settings/settings.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Wandplanner admin' },
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

const text = admin.settings;

const MENU = [
  { to: '/admin/dashboard', label: 'Dashboard', end: true },
  { to: '/admin/dashboard/orders', label: 'Bestellingen' },
  { to: '/admin/dashboard/products', label: 'Producten' },
  { to: '/admin/dashboard/quotes', label: 'Offertes' },
  { to: '/admin/dashboard/withdrawals', label: admin.withdrawals.menu },
  { to: '/admin/dashboard/email-test', label: 'E-mail Test' },
  { to: '/admin/dashboard/settings', label: 'Instellingen' },
  { to: '/admin/dashboard/admins', label: admin.admins.menu },
  { to: '/admin/dashboard/two-factor', label: admin.twoFactor.menu },
];

function Sidebar({ collapsed }: { collapsed: boolean }) {
  const toggle = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const shown = toggle.formData ? toggle.formData.get('collapsed') !== 'true' : collapsed;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle.submit(form.current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  return (
    <aside
      data-testid="admin-sidebar"
      data-collapsed={shown}
      className={`shrink-0 border-r border-slate-200 bg-slate-900 text-white ${shown ? 'md:w-12' : 'md:w-64'}`}
    >
      {/* Under 768 px the menu is an 18rem drawer from the left, openable without JavaScript. */}
      <div className="md:hidden">
        <SideDrawer
          label="Menu"
          side="left"
          testId="admin-drawer"
          summaryClassName="block p-4 font-semibold"
          panelClassName="bg-slate-900 pt-12 text-white"
        >
          <AdminMenu compact={false} />
        </SideDrawer>
      </div>
      <div className="max-md:hidden">
        <toggle.Form method="post" action="/admin/dashboard/sidebar" ref={form} className="p-2">
          <input type="hidden" name="collapsed" value={shown ? 'false' : 'true'} />
          <button
            type="submit"
            className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-800"
            title="Ctrl/Cmd+B"
          >
            {shown ? '»' : '« Menu inklappen'}
          </button>
        </toggle.Form>
        <AdminMenu compact={shown} />
      </div>
    </aside>
  );
}

function AdminMenu({ compact }: { compact: boolean }) {
  return (
    <nav aria-label="Beheer" className="p-2">
      <ul className="space-y-1">
        {MENU.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              title={item.label}
              className={({ isActive }) =>
                `block rounded py-2 ${compact ? 'px-0 text-center' : 'px-3'} ${isActive ? 'bg-slate-700' : 'hover:bg-slate-800'}`
              }
            >
              {compact ? item.label.slice(0, 1) : item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className={`w-full rounded py-2 hover:bg-slate-800 ${compact ? 'px-0 text-center' : 'px-3 text-left'}`}
              title="Uitloggen"
            >
              {compact ? 'U' : 'Uitloggen'}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
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
            {text.exampleBanner}{' '}
            <a href="/admin/dashboard/settings#identity" className="underline">
              {text.exampleBannerLink}
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
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{denied ? 'Toegang Geweigerd' : 'Er ging iets mis'}</h1>
      <p className="mt-4 text-slate-700">
        {denied ? 'Je hebt geen beheerdersrechten.' : 'Probeer het later opnieuw.'}
      </p>
      {denied ? (
        <Form method="post" action="/admin/logout" className="mt-6">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            Uitloggen
          </button>
        </Form>
      ) : null}
    </main>
  );
}
