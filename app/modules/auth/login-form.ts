import { adminText } from '~/modules/admin/admin-text';

/** The login page's two tabs, one form: the hidden `intent` says which. */
export type LoginMode = 'login' | 'register';

export const loginMode = (intent: unknown): LoginMode => (intent === 'register' ? 'register' : 'login');

/**
 * The refusal above the form: 'Login Mislukt: ...' or 'Registratie Mislukt: ...'; a rate limit's
 * 'Te veel pogingen ...' stands alone, it is no verdict on what was typed.
 */
export function refusalMessage(mode: LoginMode, refusal: { status: number; message: string }): string {
  if (refusal.status === 429) return refusal.message;
  const key = mode === 'login' ? 'login.loginFailed' : 'login.registerFailed';
  return adminText(key, { message: refusal.message });
}
