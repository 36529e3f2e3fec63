import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { type Account, AccountError, verifyLogin } from './accounts.server';
import { credentialsSchema } from './credentials-schema';

function credentials(form: FormData, mode: 'login' | 'register') {
  const parsed = credentialsSchema(mode).safeParse({
    email: form.get('email'),
    password: form.get('password'),
  });
  if (!parsed.success) throw new AccountError(parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}

/** remix-auth's form strategy for signing in (registration has its own rules: registration.server.ts). */
export const authenticator = new Authenticator<Account>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const { email, password } = credentials(form, 'login');
    return verifyLogin(email, password);
  }),
  'login',
);
