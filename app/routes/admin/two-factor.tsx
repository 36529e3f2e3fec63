import { data, redirect } from 'react-router';
import { TwoFactorEnabled } from '~/components/admin/two-factor-enabled';
import { EnrolmentForm, RecoveryCodes } from '~/components/admin/two-factor-enrolment';
import { PageTitle } from '~/components/admin/ui';
import { adminText, adminTexts, adminTitle } from '~/modules/admin/admin-text';
import { requireAdmin } from '~/modules/auth/guard.server';
import { tooManyAttemptsMessage } from '~/modules/auth/sign-in.server';
import {
  codeFormWait,
  confirmEnrolment,
  disableTwoFactor,
  enrolment,
  renewRecoveryCodes,
  twoFactorStatus,
} from '~/modules/auth/two-factor.server';
import { ENROL_PATH, postponeTwoFactorOffer } from '~/modules/auth/two-factor-policy.server';
import { shopSettings } from '~/modules/settings/settings.server';
import { toastHeader } from '~/modules/toast/toast.server';
import { safeReturnPath } from '~/security/return-path';
import type { Route } from './+types/two-factor';

const text = adminTexts.twoFactor;

export const meta: Route.MetaFunction = () => [{ title: adminTitle(text.title) }];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAdmin(request);
  const [status, settings] = await Promise.all([twoFactorStatus(account.id), shopSettings()]);
  const setup = status.enabled ? null : await enrolment(account.id, account.email);
  return { status, setup, required: settings.security.twoFactorRequired };
}

const refused = (intent: string, error: string, status = 400) =>
  data({ intent, error, codes: null }, { status });

export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const code = String(form.get('code') ?? '').slice(0, 64);
  if (intent === 'later') {
    await postponeTwoFactorOffer(request);
    throw redirect(safeReturnPath(form.get('returnTo'), '/admin/dashboard'), 303);
  }
  const wait = ['confirm', 'renew', 'disable'].includes(intent) ? await codeFormWait(account.id) : null;
  if (wait) return refused(intent, tooManyAttemptsMessage(wait), 429);
  if (intent === 'confirm' || intent === 'renew') {
    // The codes are in this one answer only: a reload asks for a fresh code instead of showing them again.
    const codes =
      intent === 'confirm'
        ? await confirmEnrolment(account.id, code)
        : await renewRecoveryCodes(account.id, code);
    return codes ? { intent, error: null, codes } : refused(intent, text.wrongCode);
  }
  if (intent === 'disable') {
    if ((await shopSettings()).security.twoFactorRequired) return refused(intent, text.disableRefused);
    if (!(await disableTwoFactor(account.id, code))) return refused(intent, text.wrongCode);
    const toast = await toastHeader({ type: 'success', title: text.disabled });
    throw redirect(ENROL_PATH, { status: 303, headers: { 'Set-Cookie': toast } });
  }
  throw data(adminText('layout.unknownForm'), { status: 400 });
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, setup, required } = loaderData;
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      {actionData?.codes ? (
        <RecoveryCodes codes={actionData.codes} />
      ) : status.enabled ? (
        <TwoFactorEnabled status={status} required={required} errorFor={errorFor} />
      ) : setup ? (
        <EnrolmentForm setup={setup} required={required} error={errorFor('confirm')} />
      ) : null}
    </>
  );
}
