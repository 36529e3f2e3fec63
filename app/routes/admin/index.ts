import { redirect } from 'react-router';

/** /admin itself: the dashboard (whose guard sends anonymous visitors to the login page). */
export function loader() {
  return redirect('/admin/dashboard');
}
