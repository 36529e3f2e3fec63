import { createCookie } from 'react-router';

/** Whether the admin sidebar is collapsed: a plain cookie kept for 7 days, as the spec asks. */
export const sidebarCookie = createCookie('admin_sidebar', {
  path: '/admin',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 7 * 24 * 60 * 60,
});

export async function sidebarCollapsed(request: Request): Promise<boolean> {
  return (await sidebarCookie.parse(request.headers.get('cookie'))) === 'collapsed';
}
