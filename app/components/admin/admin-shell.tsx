import { useEffect, useRef } from 'react';
import { Form, isRouteErrorResponse, NavLink, useFetcher, useRouteError } from 'react-router';
import { SideDrawer } from '~/components/ui/side-drawer';
import { adminText } from '~/modules/admin/admin-text';

const MENU = [
  { to: '/admin/dashboard', label: adminText('dashboard.title'), end: true },
  { to: '/admin/dashboard/orders', label: adminText('orders.title') },
  { to: '/admin/dashboard/products', label: adminText('products.title') },
  { to: '/admin/dashboard/quotes', label: adminText('quotes.title') },
  { to: '/admin/dashboard/withdrawals', label: adminText('withdrawals.menu') },
  { to: '/admin/dashboard/email-test', label: adminText('emailTest.title') },
  { to: '/admin/dashboard/settings', label: adminText('settings.title') },
  { to: '/admin/dashboard/admins', label: adminText('admins.menu') },
  { to: '/admin/dashboard/two-factor', label: adminText('twoFactor.menu') },
];
const logout = adminText('layout.logout');

/** The admin menu: a sidebar that folds to initials (Ctrl/Cmd+B), a drawer under 768 px. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
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
          label={adminText('layout.menu')}
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
            title={adminText('layout.shortcut')}
          >
            {adminText(shown ? 'layout.expand' : 'layout.collapse')}
          </button>
        </toggle.Form>
        <AdminMenu compact={shown} />
      </div>
    </aside>
  );
}

function AdminMenu({ compact }: { compact: boolean }) {
  return (
    <nav aria-label={adminText('layout.navLabel')} className="p-2">
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
              title={logout}
            >
              {compact ? logout.slice(0, 1) : logout}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** The admin's own error page: a denied account gets the sign-out, anything else an apology. */
export function AdminErrorPage() {
  const error = useRouteError();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{adminText(denied ? 'layout.deniedTitle' : 'layout.errorTitle')}</h1>
      <p className="mt-4 text-slate-700">{adminText(denied ? 'layout.deniedText' : 'layout.errorText')}</p>
      {denied ? (
        <Form method="post" action="/admin/logout" className="mt-6">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            {adminText('layout.logout')}
          </button>
        </Form>
      ) : null}
    </main>
  );
}
