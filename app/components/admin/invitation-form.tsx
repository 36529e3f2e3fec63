import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { invitationSchema } from '~/modules/auth/credentials-schema';
import { FormAlert } from './form-alert';
import { SignInButton } from './sign-in-card';

const text = adminTexts.invitation;

/** The invitee chooses a password for the invited address (which the form shows, not edits). */
export function InvitationForm({
  email,
  lastResult,
}: {
  email: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm({ id: 'invitation', schema: invitationSchema, lastResult });
  return (
    <>
      <FormAlert error={form.errors?.[0]} />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <p className="text-slate-700">{adminText('invitation.intro', { email })}</p>
        {/* For the password manager: the account the new password belongs to. */}
        <input type="hidden" name="email" value={email} autoComplete="username" />
        <TextField
          field={fields.password}
          label={adminText('login.password')}
          type="password"
          autoComplete="new-password"
        />
        <SignInButton busy={busy}>{busy ? text.busy : text.submit}</SignInButton>
      </Form>
    </>
  );
}
