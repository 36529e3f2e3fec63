import { Link } from 'react-router';
import { adminTexts } from '~/modules/admin/admin-text';
import { CodeForm } from './two-factor-code-form';

const text = adminTexts.twoFactor;

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
