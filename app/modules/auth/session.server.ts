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

/** Creates a session row (only the id's hash is stored) and answers the Set-Cookie value. */
export async function createSession(userId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(sessions).values({
    idHash: hashId(id),
    userId,
    expiresAt: new Date(Date.now() + cookieLifetimes.adminSession * 1000),
  });
  // Housekeeping on the side: expired sessions of anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return sessionCookie().serialize(id);
}

async function sessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length > 20 ? value : null;
}

/** The signed-in user's id, or null (no cookie, a forged or expired session, a deleted user). */
export async function sessionUserId(request: Request): Promise<string | null> {
  const id = await sessionId(request);
  if (!id) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.idHash, hashId(id)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

export async function destroySession(request: Request): Promise<string> {
  const id = await sessionId(request);
  if (id) {
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
  }
  return sessionCookie().serialize('', { maxAge: 0 });
}
