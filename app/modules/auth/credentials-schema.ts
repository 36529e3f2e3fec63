import { z } from 'zod';
import '~/modules/forms/zod-in-browser';
import { ownerTexts } from '~/modules/admin/owner-text.server';

const m = ownerTexts.credentials;

/**
 * The admin login and registration rules (spec section 5: e-mail and password required,
 * registration password at least 6); the messages are Dutch like the rest of the admin area
 * (locales/nl/owner.json). Every check carries its own message: a schema-wide `error` would
 * otherwise word the unlabelled ones.
 */
export const credentialsSchema = (mode: 'login' | 'register') =>
  z.object({
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(255, m.emailMax)
      .pipe(z.email(m.email)),
    password:
      mode === 'register'
        ? z.string({ error: m.passwordRequired }).min(6, m.passwordMin).max(200, m.passwordMax)
        : z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.passwordMax),
  });
