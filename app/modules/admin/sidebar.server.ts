import { createCookie } from 'react-router';
import { env } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

/** Whether the admin sidebar is collapsed: a plain cookie kept for 7 days, as the spec asks. */
const sidebarCookie = createCookie('admin_sidebar', {
  path: '/admin',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: cookieLifetimes.adminSidebar,
});

/** The Set-Cookie value for the sidebar state: Secure in production, as the session cookie (issue 16.10). */
export function sidebarCookieHeader(collapsed: boolean): Promise<string> {
  return sidebarCookie.serialize(collapsed ? 'collapsed' : 'expanded', {
    secure: env().NODE_ENV === 'production',
  });
}

export async function sidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed';
}
