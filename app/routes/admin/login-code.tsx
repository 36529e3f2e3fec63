import { data, Form, redirect, useNavigation } from 'react-router';
import { FormAlert } from '~/components/admin/form-alert';
import { SignInButton, SignInCard } from '~/components/admin/login-page';
import { adminText, adminTexts, adminTitle } from '~/modules/admin/admin-text';
import { abandonSecondStep, completeSecondStep, pendingSecondStep } from '~/modules/auth/second-step.server';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Route } from './+types/login-code';

const text = adminTexts.twoFactor.signIn;

export const meta: Route.MetaFunction = () => [
  { title: adminTitle(text.title) },
  { name: 'robots', content: 'noindex' },
];

/** The second sign-in step: only for a session whose password was right and whose code is due. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await pendingSecondStep(request))) throw redirect('/admin/login');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'cancel') {
    await abandonSecondStep(request);
    throw redirect('/admin/login', 303);
  }
  const result = await completeSecondStep(request, String(form.get('code') ?? '').slice(0, 64));
  if (result.ok) {
    const headers = new Headers({ 'Set-Cookie': result.cookie });
    headers.append('Set-Cookie', await toastHeader({ type: 'success', title: adminText('signIn.signedIn') }));
    throw redirect('/admin/dashboard', { status: 303, headers });
  }
  if (result.restart) {
    // 302 like every admin route a visitor without a (pending) session posts to.
    const toast = await toastHeader({ type: 'error', title: result.error });
    throw redirect('/admin/login', { status: 302, headers: { 'Set-Cookie': toast } });
  }
  const headers: HeadersInit = result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {};
  return data({ error: result.error }, { status: result.status, headers });
}

export default function SecondStep({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="mt-4 text-slate-700">{text.intro}</p>
      <FormAlert error={actionData?.error} />
      <Form method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="code" className="block text-sm font-semibold">
            {text.code}
          </label>
          <input
            id="code"
            name="code"
            required
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            // biome-ignore lint/a11y/noAutofocus: the page asks for this one field, right after the password
            autoFocus
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-lg tracking-widest"
          />
        </div>
        <SignInButton busy={busy} name="intent" value="verify">
          {busy ? text.busy : text.submit}
        </SignInButton>
      </Form>
      <Form method="post" className="mt-3">
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="w-full text-sm text-slate-700 underline"
        >
          {text.cancel}
        </button>
      </Form>
    </SignInCard>
  );
}
