import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { FormAlert } from '~/components/admin/form-alert';
import { SignInButton, SignInCard } from '~/components/admin/login-page';
import { PasswordField } from '~/components/admin/ui';
import { adminText, adminTexts, adminTitle } from '~/modules/admin/admin-text';
import { openInvitation, redeemInvitation } from '~/modules/auth/invitations.server';
import { createSession } from '~/modules/auth/session.server';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Route } from './+types/invitation';

const text = adminTexts.invitation;

export const meta: Route.MetaFunction = () => [
  { title: adminTitle(text.title) },
  { name: 'robots', content: 'noindex' },
];

// Reached from the invitation e-mail, before the invitee has an account: no admin guard here; the
// link's single-use token is the permission.
export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await openInvitation(params.token);
  return invitation ? { email: invitation.email } : data({ email: null }, { status: 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await redeemInvitation(params.token, await request.formData());
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(outcome.account.id));
  headers.append(
    'Set-Cookie',
    await toastHeader({ type: 'success', title: text.doneTitle, description: text.doneText }),
  );
  return redirect('/admin/dashboard', { status: 303, headers });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <FormAlert error={actionData?.error} />
      {loaderData.email ? (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{adminText('invitation.intro', { email: loaderData.email })}</p>
          <input type="hidden" name="email" value={loaderData.email} autoComplete="username" />
          <PasswordField isNew />
          <SignInButton busy={busy}>{busy ? text.busy : text.submit}</SignInButton>
        </Form>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{text.invalid}</p>
          <Link to="/admin/login" className="mt-4 inline-block underline">
            {text.toLogin}
          </Link>
        </>
      )}
    </SignInCard>
  );
}
