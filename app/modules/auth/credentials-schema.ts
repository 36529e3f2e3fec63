import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { adminTextIn } from '~/modules/admin/admin-text';

const m = adminTextIn('login.errors');
const code = adminTextIn('twoFactor.signIn');

/** A chosen password (registration, invitation): at least 6, at most 200 characters, taken as typed. */
const newPassword = () =>
  z
    .string({ error: m('passwordRequired') })
    .min(6, m('passwordMin'))
    .max(200, m('passwordMax'));

/**
 * The admin login and registration rules (spec section 5: e-mail and password required,
 * registration password at least 6); Dutch like the rest of the admin area (locales/nl/admin.json),
 * so the sign-in forms check in the browser too. Every check carries its own message: a
 * schema-wide `error` would otherwise word the unlabelled ones.
 */
export const credentialsSchema = (mode: 'login' | 'register') =>
  z.object({
    email: z
      .string({ error: m('emailRequired') })
      .trim()
      .min(1, m('emailRequired'))
      .max(255, m('emailMax'))
      .pipe(z.email(m('email'))),
    password:
      mode === 'register'
        ? newPassword()
        : z
            .string({ error: m('passwordRequired') })
            .min(1, m('passwordRequired'))
            .max(200, m('passwordMax')),
  });

/** The invitation page: the invitee chooses a password (the address is the invitation's). */
export const invitationSchema = z.object({ password: newPassword() });

/** The second sign-in step: a code from the app or a recovery code, checked by the server. */
export const secondStepSchema = z.object({
  code: z
    .string({ error: code('codeRequired') })
    .trim()
    .min(1, code('codeRequired'))
    .max(64, code('codeMax')),
});
