import { Form, useNavigation } from 'react-router';
import { FormAlert } from './form-alert';

/** A form asking for a current code (or a recovery code) before something changes. */
export function CodeForm({
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
