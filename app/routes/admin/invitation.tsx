import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, redirect } from 'react-router';
import { InvitationForm } from '~/components/admin/invitation-form';
import { SignInCard } from '~/components/admin/sign-in-card';
import { adminTexts, adminTitle } from '~/modules/admin/admin-text';
import { invitationSchema } from '~/modules/auth/credentials-schema';
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

/** The password is never sent back to the page. */
const hideFields = ['password'];

export async function action({ request, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: invitationSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const outcome = await redeemInvitation(params.token, submission.value.password);
  if (!outcome.ok) {
    const result = submission.reply({ formErrors: [outcome.message], hideFields });
    return data({ result }, { status: outcome.status });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(outcome.account.id));
  headers.append(
    'Set-Cookie',
    await toastHeader({ type: 'success', title: text.doneTitle, description: text.doneText }),
  );
  return redirect('/admin/dashboard', { status: 303, headers });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {loaderData.email ? (
        <InvitationForm email={loaderData.email} lastResult={actionData?.result} />
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
