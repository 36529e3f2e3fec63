import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, userRoles, users } from '~/db/schema';
import { AccountError, grantAdmin, registerAccount, verifyLogin } from '~/modules/auth/accounts.server';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('admin accounts on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('makes exactly one of several simultaneous first sign-ups the admin', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 5 }, (_, i) => registerAccount(`gebruiker${i}@example.nl`, 'geheim-123')),
    );
    expect(accounts.filter((a) => a.isAdmin)).toHaveLength(1);
    expect(await handle.db.select().from(userRoles)).toHaveLength(1);
    // Each got its sign-up confirmation through the outbox.
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'admin-signup'));
    expect(mails).toHaveLength(5);
  });

  it('stores scrypt hashes, refuses a second account for the same address and a wrong password', async () => {
    const [user] = await handle.db.select().from(users).where(eq(users.email, 'gebruiker0@example.nl'));
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(registerAccount('GEBRUIKER0@example.nl', 'anders-123')).rejects.toBeInstanceOf(AccountError);
    await expect(verifyLogin('gebruiker0@example.nl', 'fout-wachtwoord')).rejects.toBeInstanceOf(
      AccountError,
    );
    await expect(verifyLogin('niemand@example.nl', 'geheim-123')).rejects.toBeInstanceOf(AccountError);
    expect((await verifyLogin('Gebruiker1@example.nl', 'geheim-123')).email).toBe('gebruiker1@example.nl');
  });

  it('grants the admin role from the command line', async () => {
    const emails = [0, 1, 2, 3, 4].map((i) => `gebruiker${i}@example.nl`);
    const accounts = await Promise.all(emails.map((email) => verifyLogin(email, 'geheim-123')));
    const member = accounts.find((a) => !a.isAdmin);
    if (!member) throw new Error('expected accounts without the admin role');
    expect(await grantAdmin(member.email.toUpperCase())).toBe(true);
    expect((await verifyLogin(member.email, 'geheim-123')).isAdmin).toBe(true);
    expect(await grantAdmin('onbekend@example.nl')).toBe(false);
  });
});
