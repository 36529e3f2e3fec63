import { and, eq, sql } from 'drizzle-orm';
import { type Db, getDb, type Tx } from '~/db/client.server';
import { userRoles, users } from '~/db/schema';
import { adminText } from '~/modules/admin/admin-text';
import { enqueueAdminSignupConfirmation } from '~/modules/email/admin-emails.server';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.server';

/** `twoFactor`: two-factor sign-in is set up (a confirmed TOTP secret). */
export type Account = { id: string; email: string; isAdmin: boolean; twoFactor: boolean };

export class AccountError extends Error {}

/** A wrong e-mail or password (not a malformed form): what the lock-out policy counts. */
export class InvalidCredentials extends AccountError {}

const FIRST_ADMIN_LOCK = sql`select pg_advisory_xact_lock(7242001)`;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

async function adminCount(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ admins: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return row?.admins ?? 0;
}

/** Stores an account (and its admin role) and queues its welcome e-mail unless told not to, in the caller's transaction. */
export async function insertAccount(
  tx: Tx,
  account: {
    email: string;
    passwordHash: string;
    isAdmin: boolean;
    emailConfirmed?: boolean;
    welcome?: boolean;
  },
): Promise<Account> {
  const { email, passwordHash, isAdmin } = account;
  const [user] = await tx
    .insert(users)
    .values({ email, passwordHash, emailConfirmedAt: account.emailConfirmed ? new Date() : null })
    .returning({ id: users.id });
  const id = (user as { id: string }).id;
  if (isAdmin) await tx.insert(userRoles).values({ userId: id, role: 'admin' });
  if (account.welcome !== false) await enqueueAdminSignupConfirmation(tx, { userId: id, email, isAdmin });
  return { id, email, isAdmin, twoFactor: false };
}

/**
 * Registers an account. The first account becomes admin in the same transaction that creates it:
 * an advisory lock serialises concurrent first sign-ups, so exactly one of them gets the role.
 */
export async function registerAccount(email: string, password: string): Promise<Account> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(FIRST_ADMIN_LOCK);
    const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
    if (existing) throw new AccountError(adminText('login.errors.accountExists'));
    return insertAccount(tx, { email, passwordHash, isAdmin: (await adminCount(tx)) === 0 });
  });
}

/**
 * The registration form's account: only while the shop has no admin yet, and only for a new
 * address; it becomes the admin (race-safe, as above). Null otherwise: accounts then come by invitation.
 */
export async function openRegistration(email: string, password: string): Promise<Account | null> {
  const db = await getDb();
  if ((await adminCount(db)) > 0) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(FIRST_ADMIN_LOCK);
    if ((await adminCount(tx)) > 0 || (await hasAccount(email, tx))) return null;
    return insertAccount(tx, { email, passwordHash, isAdmin: true });
  });
}

/** Whether the shop has an admin yet (the registration tab says what signing up does). */
export async function hasAdmin(): Promise<boolean> {
  return (await adminCount(await getDb())) > 0;
}

export async function hasAccount(email: string, tx?: Db | Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return row !== undefined;
}

/**
 * Gives or takes an account's admin role (the 'Beheerders' page). Never takes the last admin's:
 * under the same lock as first sign-ups, so two admins revoking each other cannot both succeed.
 */
export async function setAdmin(userId: string, admin: boolean): Promise<'ok' | 'last-admin' | 'unknown'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(FIRST_ADMIN_LOCK);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return 'unknown';
    if (admin) {
      await tx.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
      return 'ok';
    }
    const [role] = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    if (!role) return 'ok';
    if ((await adminCount(tx)) <= 1) return 'last-admin';
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
    return 'ok';
  });
}

/** Every account with its role, for the 'Beheerders' page (admins first, then by address). */
export async function accountList(): Promise<
  { id: string; email: string; isAdmin: boolean; createdAt: Date }[]
> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')))
    .orderBy(sql`${userRoles.role} is null`, users.email);
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt, isAdmin: r.role === 'admin' }));
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
  if (!user || !valid) throw new InvalidCredentials(adminText('login.errors.invalid'));
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
