import { Form, Link, useNavigation } from 'react-router';
import { adminText } from '~/modules/admin/admin-text';
import type { LoginMode } from '~/modules/auth/login-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './ui';

/** The card the sign-in pages (login, second step, invitation) sit in. */
export function SignInCard({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow">{children}</div>
    </main>
  );
}

/** The full-width button of a sign-in card; disabled while its submission is on its way. */
export function SignInButton({
  busy,
  children,
  ...props
}: React.ComponentProps<'button'> & { busy: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      {...props}
    >
      {children}
    </button>
  );
}

const tabClass = (active: boolean) =>
  `flex-1 rounded-md px-4 py-2 text-center font-semibold ${active ? 'bg-white shadow' : 'text-slate-600'}`;

function Tabs({ tab }: { tab: LoginMode }) {
  const tabs = [
    ['login', '/admin/login', adminText('login.login')],
    ['register', '/admin/login?tab=register', adminText('login.register')],
  ] as const;
  return (
    <nav aria-label={adminText('login.tabs')} className="mt-6 flex gap-2 rounded-lg bg-slate-100 p-1">
      {tabs.map(([mode, to, label]) => (
        <Link
          key={mode}
          to={to}
          className={tabClass(tab === mode)}
          aria-current={tab === mode ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function submitLabel(tab: LoginMode, busy: boolean) {
  if (tab === 'register') return adminText(busy ? 'login.registering' : 'login.register');
  return adminText(busy ? 'login.loggingIn' : 'login.login');
}

/** 'Wandplanner admin': sign in, or register (the first account; later ones by invitation). */
export function LoginPage(props: {
  tab: LoginMode;
  registrationOpen: boolean;
  error?: string;
  notice?: string;
  email?: string;
}) {
  const { tab } = props;
  const busy = useNavigation().state === 'submitting';
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{adminText('login.heading')}</h1>
      <Tabs tab={tab} />
      <FormAlert error={props.error} />
      {props.notice ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900"
          data-testid="register-notice"
        >
          {props.notice}
        </p>
      ) : null}
      {/* The server checks the credentials (their messages are server-only, locales/nl/owner.json). */}
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value={tab} />
        <div>
          <label htmlFor="email" className="block text-sm font-semibold">
            {adminText('login.email')}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="username"
            defaultValue={props.email}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <PasswordField isNew={tab === 'register'} />
        {tab === 'register' ? (
          <p className="text-sm text-slate-600">
            {adminText(props.registrationOpen ? 'registration.firstUserNote' : 'registration.invitationNote')}
          </p>
        ) : null}
        <SignInButton busy={busy}>{submitLabel(tab, busy)}</SignInButton>
      </Form>
    </SignInCard>
  );
}
