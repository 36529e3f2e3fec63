import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { type Account, AccountError, registerAccount, verifyLogin } from './accounts.server';
import { credentialsSchema } from './credentials-schema';

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
