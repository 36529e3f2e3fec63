import { describe, expect, it } from 'vitest';
import { invitationSchema, secondStepSchema } from './credentials-schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the second sign-in step form', () => {
  it('takes a code with the spaces around it trimmed', () => {
    expect(secondStepSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });

  it('asks for the code when none was typed, and refuses one longer than any code', () => {
    expect(firstMessage(secondStepSchema.safeParse({ code: '   ' }))).toBe(
      'Vul de code uit je app of een herstelcode in',
    );
    expect(firstMessage(secondStepSchema.safeParse({}))).toBe('Vul de code uit je app of een herstelcode in');
    expect(firstMessage(secondStepSchema.safeParse({ code: 'x'.repeat(65) }))).toBe(
      'De code mag maximaal 64 karakters bevatten',
    );
  });
});

describe('the invitation form', () => {
  it('takes a chosen password as typed, spaces included', () => {
    expect(invitationSchema.parse({ password: ' geheim ' })).toEqual({ password: ' geheim ' });
  });

  it('asks for a password of 6 to 200 characters', () => {
    expect(firstMessage(invitationSchema.safeParse({}))).toBe('Wachtwoord is verplicht');
    expect(firstMessage(invitationSchema.safeParse({ password: 'kort5' }))).toBe(
      'Wachtwoord moet minimaal 6 karakters zijn',
    );
    expect(firstMessage(invitationSchema.safeParse({ password: 'x'.repeat(201) }))).toBe(
      'Wachtwoord mag maximaal 200 karakters bevatten',
    );
  });
});
