import { z } from 'zod';
import '~/modules/forms/zod-in-browser';

/**
 * The admin login and registration rules (spec section 5: e-mail and password required,
 * registration password at least 6); the messages are Dutch like the rest of the admin area. Every
 * check carries its own message: a schema-wide `error` would otherwise word the unlabelled ones.
 */
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
            .max(200, 'Wachtwoord mag maximaal 200 karakters bevatten')
        : z
            .string({ error: 'Wachtwoord is verplicht' })
            .min(1, 'Wachtwoord is verplicht')
            .max(200, 'Wachtwoord mag maximaal 200 karakters bevatten'),
  });
