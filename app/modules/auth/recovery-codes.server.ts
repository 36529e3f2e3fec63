import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { type Db, getDb, type Tx } from '~/db/client.server';
import { recoveryCodes } from '~/db/schema';

export const RECOVERY_CODE_COUNT = 10;

// Crockford-style base32 without look-alikes (no I, L, O, U): easy to read off paper and type.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of 5 random bits each (80 bits), shown as four groups: 'K7QX-3M9D-PA2T-Z8WE'. */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** What the admin typed, as hashed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

// 80 random bits need no slow hash: no dictionary to try, and 2^80 guesses are out of reach.
const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces the account's recovery codes with ten new ones; the plain codes are returned once, never stored. */
export async function replaceRecoveryCodes(tx: Db | Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Uses a recovery code up: true exactly once per code, also for simultaneous attempts (one update). */
export async function consumeRecoveryCode(userId: string, input: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(input);
  if (!/^[0-9A-Z]{16}$/.test(normalized)) return false;
  const db = await getDb();
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodes(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
