import { createCookie } from 'react-router';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

/** Whether the admin sidebar is collapsed: a plain cookie kept for 7 days, as the spec asks. */
export const sidebarCookie = createCookie('admin_sidebar', {
  path: '/admin',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: cookieLifetimes.adminSidebar,
});

export async function sidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed';
}
