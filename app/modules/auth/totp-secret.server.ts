import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sessionSecret } from '~/env.server';

/**
 * TOTP secrets are stored AES-256-GCM encrypted under a key derived from SESSION_SECRET, so a copy
 * of the database alone (a backup, a leaked dump) does not hand out anyone's second factor.
 * Changing SESSION_SECRET makes stored secrets unreadable: admins then sign in with a recovery code
 * and enrol again.
 */
const key = () => Buffer.from(hkdfSync('sha256', sessionSecret(), 'wandplanner-totp', 'totp-secret-v1', 32));

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed under another key or tampered with. */
export function openSecret(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
