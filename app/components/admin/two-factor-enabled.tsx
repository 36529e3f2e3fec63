import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { CodeForm } from './two-factor-code-form';
import { date } from './ui';

const text = adminTexts.twoFactor;

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
