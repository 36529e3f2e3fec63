import { describe, expect, it } from 'vitest';
import { loginMode, refusalMessage } from './login-form';

describe('the admin login form', () => {
  it('is the login tab unless the form says register', () => {
    expect(loginMode('register')).toBe('register');
    expect(loginMode('login')).toBe('login');
    expect(loginMode(null)).toBe('login');
    expect(loginMode('admin')).toBe('login');
  });

  it('says which step failed, but not for a rate limit', () => {
    expect(refusalMessage('login', { status: 400, message: 'Ongeldige inloggegevens' })).toBe(
      'Login Mislukt: Ongeldige inloggegevens',
    );
    expect(refusalMessage('register', { status: 400, message: 'Ongeldig e-mailadres' })).toBe(
      'Registratie Mislukt: Ongeldig e-mailadres',
    );
    const wait = 'Te veel pogingen. Probeer het over 8 seconden opnieuw.';
    expect(refusalMessage('login', { status: 429, message: wait })).toBe(wait);
  });
});
