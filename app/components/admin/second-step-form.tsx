import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { adminTexts } from '~/modules/admin/admin-text';
import { secondStepSchema } from '~/modules/auth/credentials-schema';
import { FormAlert } from './form-alert';
import { SignInButton, SignInCard } from './sign-in-card';

const text = adminTexts.twoFactor.signIn;

/** The second sign-in step's page: the code (or a recovery code), or 'Annuleren' back to the password. */
export function SecondStepForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm({ id: 'second-step', schema: secondStepSchema, lastResult });
  const { code } = fields;
  return (
    <SignInCard>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="mt-4 text-slate-700">{text.intro}</p>
      <FormAlert error={form.errors?.[0]} />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <div>
          <label htmlFor={code.id} className="block text-sm font-semibold">
            {text.code}
          </label>
          <input
            {...getInputProps(code, { type: 'text' })}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the page asks for this one field, right after the password
            autoFocus
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-lg tracking-widest aria-[invalid=true]:border-red-600"
          />
          {code.errors ? (
            <p id={code.errorId} className="mt-1 text-sm text-red-700">
              {code.errors[0]}
            </p>
          ) : null}
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
