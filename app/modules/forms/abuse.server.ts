import { clientKey, hit } from '~/security/rate-limit.server';
import { HONEYPOT_FIELD } from './form-schemas';

/** Five submissions per form per address per ten minutes: plenty for a person, little for a script. */
const PUBLIC_FORM_LIMIT = { limit: 5, windowSeconds: 600 };

/** A filled honeypot: answer as if all went well, store nothing, send nothing. */
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

/** Counts this submission against the address's limit (shared by all app instances through the DB). */
export async function allowSubmission(
  form: 'quote' | 'contact' | 'withdrawal' | 'order-link',
  request: Request,
) {
  return hit(`form:${form}:${clientKey(request)}`, PUBLIC_FORM_LIMIT);
}
