import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminText } from '~/modules/admin/admin-text';
import { credentialsSchema } from '~/modules/auth/credentials-schema';
import type { LoginMode } from '~/modules/auth/login-form';
import { FormAlert } from './form-alert';
import { SignInButton, SignInCard } from './sign-in-card';

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

/**
 * 'Wandplanner admin': sign in, or register (the first account; later ones by invitation). The
 * tab's rules check in the browser too; the server's refusal (never which of e-mail or password was
 * wrong) stands above the form, what was typed but the password stays.
 */
export function LoginPage(props: {
  tab: LoginMode;
  registrationOpen: boolean;
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
}) {
  const { tab } = props;
  const busy = useNavigation().state === 'submitting';
  const schema = useMemo(() => credentialsSchema(tab), [tab]);
  const [form, fields] = useSchemaForm({ id: `login-${tab}`, schema, lastResult: props.lastResult });
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{adminText('login.heading')}</h1>
      <Tabs tab={tab} />
      <FormAlert error={form.errors?.[0]} />
      {props.notice ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900"
          data-testid="register-notice"
        >
          {props.notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value={tab} />
        <TextField
          field={fields.email}
          label={adminText('login.email')}
          type="email"
          autoComplete="username"
        />
        <TextField
          field={fields.password}
          label={adminText('login.password')}
          type="password"
          autoComplete={tab === 'register' ? 'new-password' : 'current-password'}
        />
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
