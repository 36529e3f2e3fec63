import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { FormAlert } from '~/components/admin/form-alert';
import { PasswordField } from '~/components/admin/ui';
import { translate } from '~/i18n/translation';
import { type Account, hasAdmin } from '~/modules/auth/accounts.server';
import { register } from '~/modules/auth/registration.server';
import { beginSecondStep, SECOND_STEP_PATH } from '~/modules/auth/second-step.server';
import { createSession, sessionUserId } from '~/modules/auth/session.server';
import { signIn } from '~/modules/auth/sign-in.server';
import { toastHeader } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Inloggen | Wandplanner admin' },
  { name: 'robots', content: 'noindex' },
];

const text = admin.registration;

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in visitor has nothing to do here (the dashboard guard sorts out the role).
  if (await sessionUserId(request)) throw redirect('/admin/dashboard');
  const tab = new URL(request.url).searchParams.get('tab') === 'register' ? 'register' : 'login';
  return { tab, registrationOpen: !(await hasAdmin()) };
}

async function signedIn(account: Account, mode: 'login' | 'register') {
  // With two-factor sign-in set up, the password only opens the second step.
  const secondStep = await beginSecondStep(account);
  if (secondStep) return redirect(SECOND_STEP_PATH, { status: 303, headers: { 'Set-Cookie': secondStep } });
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(account.id));
  headers.append(
    'Set-Cookie',
    await toastHeader(
      mode === 'register'
        ? {
            type: 'success',
            title: 'Account aangemaakt!',
            description: 'Je bent automatisch admin en wordt ingelogd...',
          }
        : {
            type: 'success',
            title: admin.signIn.signedIn,
            description: 'Je wordt doorgestuurd naar het dashboard...',
          },
    ),
  );
  return redirect('/admin/dashboard', { status: 303, headers });
}

type Mode = 'login' | 'register';

const answer = (
  mode: Mode,
  message: { error?: string; notice?: string; email?: string },
  status: number,
  retryAfter?: number,
) =>
  data(
    { mode, error: message.error, notice: message.notice, email: message.email ?? '' },
    { status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined },
  );

export async function action({ request }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const mode: Mode = form.get('intent') === 'register' ? 'register' : 'login';
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  try {
    if (mode === 'login') {
      const outcome = await signIn(request);
      if (outcome.ok) return await signedIn(outcome.account, mode);
      const error = outcome.status === 429 ? outcome.message : `Login Mislukt: ${outcome.message}`;
      return answer(mode, { error, email }, outcome.status, outcome.retryAfterSeconds);
    }
    const outcome = await register(request);
    if (outcome.kind === 'signed-in') return await signedIn(outcome.account, mode);
    if (outcome.kind === 'mailed') {
      return answer(
        mode,
        { notice: translate(admin, 'nl', 'registration.mailed', { email: outcome.email }) },
        200,
      );
    }
    const error = outcome.status === 429 ? outcome.message : `Registratie Mislukt: ${outcome.message}`;
    return answer(mode, { error, email }, outcome.status, outcome.retryAfterSeconds);
  } catch {
    return answer(mode, { error: 'Er ging iets mis: Probeer het later opnieuw.', email }, 503);
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const tab = actionData?.mode ?? loaderData.tab;
  const busy = navigation.state === 'submitting';
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-4 py-2 text-center font-semibold ${active ? 'bg-white shadow' : 'text-slate-600'}`;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow">
        <h1 className="text-2xl font-bold">Wandplanner admin</h1>
        <nav aria-label="Inloggen of registreren" className="mt-6 flex gap-2 rounded-lg bg-slate-100 p-1">
          <Link
            to="/admin/login"
            className={tabClass(tab === 'login')}
            aria-current={tab === 'login' ? 'page' : undefined}
          >
            Inloggen
          </Link>
          <Link
            to="/admin/login?tab=register"
            className={tabClass(tab === 'register')}
            aria-current={tab === 'register' ? 'page' : undefined}
          >
            Registreren
          </Link>
        </nav>
        <FormAlert error={actionData?.error} />
        {actionData?.notice ? (
          <p
            role="status"
            className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900"
            data-testid="register-notice"
          >
            {actionData.notice}
          </p>
        ) : null}
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value={tab} />
          <div>
            <label htmlFor="email" className="block text-sm font-semibold">
              E-mailadres
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="username"
              defaultValue={actionData?.email}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <PasswordField isNew={tab === 'register'} />
          {tab === 'register' ? (
            <p className="text-sm text-slate-600">
              {loaderData.registrationOpen ? text.firstUserNote : text.invitationNote}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {tab === 'register'
              ? busy
                ? 'Account aanmaken...'
                : 'Registreren'
              : busy
                ? 'Inloggen...'
                : 'Inloggen'}
          </button>
        </Form>
      </div>
    </main>
  );
}
