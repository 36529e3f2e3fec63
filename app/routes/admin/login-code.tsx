import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { SecondStepForm } from '~/components/admin/second-step-form';
import { adminText, adminTexts, adminTitle } from '~/modules/admin/admin-text';
import { secondStepSchema } from '~/modules/auth/credentials-schema';
import { abandonSecondStep, completeSecondStep, pendingSecondStep } from '~/modules/auth/second-step.server';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Route } from './+types/login-code';

const text = adminTexts.twoFactor.signIn;
/** A one-time code is not sent back to the page, like a password. */
const hideFields = ['code'];

export const meta: Route.MetaFunction = () => [
  { title: adminTitle(text.title) },
  { name: 'robots', content: 'noindex' },
];

/** The second sign-in step: only for a session whose password was right and whose code is due. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await pendingSecondStep(request))) throw redirect('/admin/login');
  return null;
}

/** Back to the password step with why; 302 like every admin route a visitor without a (pending) session posts to. */
async function restart(error: string) {
  const toast = await toastHeader({ type: 'error', title: error });
  return redirect('/admin/login', { status: 302, headers: { 'Set-Cookie': toast } });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'cancel') {
    await abandonSecondStep(request);
    throw redirect('/admin/login', 303);
  }
  const submission = parseWithZod(form, { schema: secondStepSchema });
  if (submission.status !== 'success') {
    // No pending sign-in: back to the password, as completeSecondStep answers a code without one.
    if (!(await pendingSecondStep(request))) throw await restart(text.expired);
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const result = await completeSecondStep(request, submission.value.code);
  if (result.ok) {
    const headers = new Headers({ 'Set-Cookie': result.cookie });
    headers.append('Set-Cookie', await toastHeader({ type: 'success', title: adminText('signIn.signedIn') }));
    throw redirect('/admin/dashboard', { status: 303, headers });
  }
  if (result.restart) throw await restart(result.error);
  const headers: HeadersInit = result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {};
  return data(
    { result: submission.reply({ formErrors: [result.error], hideFields }) },
    { status: result.status, headers },
  );
}

export default function SecondStep({ actionData }: Route.ComponentProps) {
  return <SecondStepForm lastResult={actionData?.result} />;
}
