import { Form, Link, useNavigation } from 'react-router';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { FormAlert } from './form-alert';
import { date } from './ui';

const text = adminTexts.twoFactor;

/** A form asking for a current code (or a recovery code) before something changes. */
function CodeForm({
  intent,
  label,
  button,
  error,
}: {
  intent: string;
  label: string;
  button: string;
  error: string | null;
}) {
  const busy = useNavigation().formData?.get('intent') === intent;
  return (
    <Form method="post" className="mt-3 max-w-sm space-y-3">
      <FormAlert error={error} className="" />
      <div>
        <label htmlFor={`${intent}-code`} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={`${intent}-code`}
          name="code"
          required
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={64}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono tracking-widest"
        />
      </div>
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {button}
      </button>
    </Form>
  );
}

export function EnrolmentForm({
  setup,
  required,
  error,
}: {
  setup: { key: string; qrSvg: string };
  required: boolean;
  error: string | null;
}) {
  return (
    <div className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-5">
      {required ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
          {text.required}
        </p>
      ) : null}
      <p className="text-slate-700">{text.intro}</p>
      <p className="font-semibold">{text.scan}</p>
      <div
        role="img"
        aria-label={text.qrLabel}
        className="h-56 w-56 [&>svg]:h-full [&>svg]:w-full"
        // Our own SVG, drawn by the qrcode package from the otpauth URI: no user input reaches it unescaped.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm text-slate-700">
        {text.manual}{' '}
        <code data-testid="totp-key" className="rounded bg-slate-100 px-2 py-1 font-mono text-base">
          {setup.key}
        </code>
      </p>
      <p className="font-semibold">{text.confirmStep}</p>
      <CodeForm intent="confirm" label={text.code} button={text.confirm} error={error} />
    </div>
  );
}

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="max-w-2xl space-y-4 rounded-lg border border-green-300 bg-white p-5">
      <p role="status" className="font-semibold text-green-900">
        {text.activated}
      </p>
      <h2 className="text-xl font-bold">{text.recoveryTitle}</h2>
      <p className="text-slate-700">{text.recoveryIntro}</p>
      <ol data-testid="recovery-codes" className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link
        to="/admin/dashboard"
        className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {text.recoveryDone}
      </Link>
    </div>
  );
}

export function TwoFactorEnabled({
  status,
  required,
  errorFor,
}: {
  status: { enabledAt: Date | null; recoveryCodesLeft: number };
  required: boolean;
  errorFor: (intent: string) => string | null;
}) {
  return (
    <div className="max-w-2xl space-y-6 rounded-lg border border-slate-200 bg-white p-5">
      <div>
        <p className="font-semibold">
          {adminText('twoFactor.enabled', { date: status.enabledAt ? date(status.enabledAt) : '' })}
        </p>
        <p className="text-slate-700">
          {adminText('twoFactor.codesLeft', { left: status.recoveryCodesLeft })}
        </p>
      </div>
      <section>
        <h2 className="text-lg font-bold">{text.renewTitle}</h2>
        <p className="text-sm text-slate-700">{text.renewIntro}</p>
        <CodeForm intent="renew" label={text.codeOrRecovery} button={text.renew} error={errorFor('renew')} />
      </section>
      {required ? null : (
        <section>
          <h2 className="text-lg font-bold">{text.disableTitle}</h2>
          <p className="text-sm text-slate-700">{text.disableIntro}</p>
          <CodeForm
            intent="disable"
            label={text.codeOrRecovery}
            button={text.disable}
            error={errorFor('disable')}
          />
        </section>
      )}
    </div>
  );
}

/** The offer on every admin page until two-factor sign-in is set up or put off with 'Later'. */
export function TwoFactorOffer({ returnTo }: { returnTo: string }) {
  return (
    <div
      data-testid="two-factor-offer"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950"
    >
      <p className="flex-1 font-semibold">{text.offer}</p>
      <Link
        to="/admin/dashboard/two-factor"
        className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
      >
        {text.offerSetUp}
      </Link>
      <Form method="post" action="/admin/dashboard/two-factor">
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          name="intent"
          value="later"
          className="rounded-md border border-sky-700 px-3 py-1.5"
        >
          {text.offerLater}
        </button>
      </Form>
    </div>
  );
}
