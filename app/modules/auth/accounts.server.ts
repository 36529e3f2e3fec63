import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { userRoles, users } from '~/db/schema';
import { enqueueAdminSignupConfirmation } from '~/modules/email/admin-emails.server';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.server';

/** `twoFactor`: two-factor sign-in is set up (a confirmed TOTP secret). */
export type Account = { id: string; email: string; isAdmin: boolean; twoFactor: boolean };

export class AccountError extends Error {}

/** A wrong e-mail or password (not a malformed form): what the lock-out policy counts. */
export class InvalidCredentials extends AccountError {}

/**
 * Registers an account. The first account becomes admin in the same transaction that creates it:
 * an advisory lock serialises concurrent first sign-ups, so exactly one of them gets the role.
 */
export async function registerAccount(email: string, password: string): Promise<Account> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7242001)`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (existing) throw new AccountError('Er bestaat al een account met dit e-mailadres');
    const [{ admins }] = (await tx.select({ admins: sql<number>`count(*)::int` }).from(userRoles)) as [
      { admins: number },
    ];
    const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
    const id = (user as { id: string }).id;
    const isAdmin = admins === 0;
    if (isAdmin) await tx.insert(userRoles).values({ userId: id, role: 'admin' });
    await enqueueAdminSignupConfirmation(tx, { userId: id, email, isAdmin });
    return { id, email, isAdmin, twoFactor: false };
  });
}

export async function accountById(id: string): Promise<Account | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, email: users.email, role: userRoles.role, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row
    ? { id: row.id, email: row.email, isAdmin: row.role === 'admin', twoFactor: row.totpEnabledAt !== null }
    : undefined;
}

/** The account for these credentials; one message for a wrong e-mail or password alike. */
export async function verifyLogin(email: string, password: string): Promise<Account> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new InvalidCredentials('Ongeldige inloggegevens');
  return (await accountById(user.id)) as Account;
}

/** `npm run admin:grant -- <email>`: gives an existing account the admin role. */
export async function grantAdmin(email: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!user) return false;
  await db.insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing();
  return true;
}
