import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode } from './recovery-codes.server';
import { openSecret, sealSecret } from './totp-secret.server';

describe('stored TOTP secrets', () => {
  it('are sealed with a fresh nonce each time and open to the same secret', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const [a, b] = [sealSecret(secret), sealSecret(secret)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(openSecret(a)).toBe(secret);
    expect(openSecret(b)).toBe(secret);
  });

  it('do not open when tampered with or in an unknown format', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const body = parts[3] as string;
    const flipped = [...parts.slice(0, 3), (body[0] === 'A' ? 'B' : 'A') + body.slice(1)].join('.');
    expect(openSecret(flipped)).toBeNull();
    expect(openSecret('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(openSecret('v2.a.b.c')).toBeNull();
  });
});

describe('recovery codes as typed', () => {
  it('ignore case, spaces and dashes', () => {
    expect(normalizeRecoveryCode(' k7qx-3m9d pa2t-Z8WE ')).toBe('K7QX3M9DPA2TZ8WE');
  });
});
