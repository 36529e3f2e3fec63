import { data, redirect } from 'react-router';
import { serializeConsent } from '~/modules/analytics/consent.server';
import { safeReturnPath } from '~/security/return-path';
import type { Route } from './+types/consent';

/** Stores the visitor's analytics choice; back to the page they were on (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get('consent');
  if (choice !== 'granted' && choice !== 'denied') return data({ ok: false }, { status: 400 });
  return redirect(safeReturnPath(form.get('returnTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': await serializeConsent(choice) },
  });
}
