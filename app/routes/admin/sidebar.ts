import { redirect } from 'react-router';
import { sidebarCookieHeader } from '~/modules/admin/sidebar.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import type { Route } from './+types/sidebar';

/** Collapses or expands the sidebar (a form without JavaScript, a fetcher and ctrl/cmd+B with it). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const collapsed = (await request.formData()).get('collapsed') === 'true';
  const back = new URL(request.headers.get('referer') ?? '/admin/dashboard', request.url);
  const target = back.pathname.startsWith('/admin/') ? back.pathname + back.search : '/admin/dashboard';
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': await sidebarCookieHeader(collapsed) },
  });
}
