import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { createCookie } from 'react-router';
import { getDb } from '~/db/client.server';
import { sessions } from '~/db/schema';
import { env, sessionSecret } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';

function sessionCookie() {
  return createCookie('admin_session', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    secrets: [sessionSecret()],
    maxAge: cookieLifetimes.adminSession,
  });
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * What the server keeps with a session. `secondFactor` marks one whose password was right but whose
 * code is still to come: it is no admin session yet, and lives in the database where the browser
 * cannot change it.
 */
export type SessionData = {
  secondFactor?: { failures: number };
  twoFactorOfferDismissed?: boolean;
};

/** Creates a session row (only the id's hash is stored) and answers the Set-Cookie value. */
export async function createSession(
  userId: string,
  data: SessionData = {},
  lifetimeSeconds = cookieLifetimes.adminSession,
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(sessions).values({
    idHash: hashId(id),
    userId,
    data,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  // Housekeeping on the side: expired sessions of anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return sessionCookie().serialize(id);
}

async function sessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length > 20 ? value : null;
}

/** The request's live session row: its hash, user and data, or undefined. */
export async function currentSession(
  request: Request,
): Promise<{ idHash: string; userId: string; data: SessionData } | undefined> {
  const id = await sessionId(request);
  if (!id) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ idHash: sessions.idHash, userId: sessions.userId, data: sessions.data })
    .from(sessions)
    .where(and(eq(sessions.idHash, hashId(id)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.userId ? { idHash: row.idHash, userId: row.userId, data: row.data as SessionData } : undefined;
}

/**
 * The signed-in user's id, or null (no cookie, a forged or expired session, a deleted user, or a
 * session still waiting for its second sign-in step).
 */
export async function sessionUserId(request: Request): Promise<string | null> {
  const session = await currentSession(request);
  return session && !session.data.secondFactor ? session.userId : null;
}

/** Replaces a session's data (the row found by `currentSession`). */
export async function setSessionData(idHash: string, data: SessionData): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ data }).where(eq(sessions.idHash, idHash));
}

/** Ends a session by its row (the second step's give-up and hand-over). */
export async function deleteSession(idHash: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function destroySession(request: Request): Promise<string> {
  const id = await sessionId(request);
  if (id) {
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
  }
  return sessionCookie().serialize('', { maxAge: 0 });
}
