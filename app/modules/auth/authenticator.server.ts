import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { z } from 'zod';
import { type Account, AccountError, registerAccount, verifyLogin } from './accounts.server';

/** The admin forms' rules; the messages are the spec's (the admin area is Dutch). */
export const credentialsSchema = (mode: 'login' | 'register') =>
  z.object({
    email: z
      .string({ error: 'E-mailadres is verplicht' })
      .trim()
      .min(1, 'E-mailadres is verplicht')
      .max(255, 'E-mailadres mag maximaal 255 karakters bevatten')
      .pipe(z.email('Ongeldig e-mailadres')),
    password:
      mode === 'register'
        ? z
            .string({ error: 'Wachtwoord is verplicht' })
            .min(6, 'Wachtwoord moet minimaal 6 karakters zijn')
            .max(200)
        : z.string({ error: 'Wachtwoord is verplicht' }).min(1, 'Wachtwoord is verplicht').max(200),
  });

function credentials(form: FormData, mode: 'login' | 'register') {
  const parsed = credentialsSchema(mode).safeParse({
    email: form.get('email'),
    password: form.get('password'),
  });
  if (!parsed.success) throw new AccountError(parsed.error.issues[0]?.message ?? 'Ongeldige invoer');
  return parsed.data;
}

/** remix-auth with two form strategies: signing in and registering both end in a signed-in account. */
export const authenticator = new Authenticator<Account>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const { email, password } = credentials(form, 'login');
    return verifyLogin(email, password);
  }),
  'login',
);
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const { email, password } = credentials(form, 'register');
    return registerAccount(email, password);
  }),
  'register',
);
