import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { adminInvitations, emailOutbox, users } from '~/db/schema';
import { type Account, accountById } from '~/modules/auth/accounts.server';
import { changeAdmins } from '~/modules/auth/admins.server';
import { invitationSchema } from '~/modules/auth/credentials-schema';
import { openInvitation, redeemInvitation } from '~/modules/auth/invitations.server';
import { register } from '~/modules/auth/registration.server';
import { CLIENT_ADDRESS_HEADER } from '~/security/client-address.server';
import { databaseKinds, openTestDatabase } from '../support/databases';

function registration(email: string, address = '192.0.2.10', password = 'geheim-123') {
  return register(
    new Request('http://shop.test/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_ADDRESS_HEADER]: address },
      body: new URLSearchParams({ intent: 'register', email, password }),
    }),
  );
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(databaseKinds)('admin registration and invitations on %s', (kind) => {
  let handle: Handle;
  let owner: Account;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const mailsTo = async (to: string) =>
    (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map((m) => m.kind);

  /** The token in the newest invitation e-mail to `email` (only the e-mail has it). */
  const invitationToken = async (email: string) => {
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'admin-invitation'));
    const text = mails.filter((m) => m.toAddress === email).at(-1)?.text ?? '';
    return /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  };

  it('registers the first account as admin; later sign-ups get the same answer and an e-mail either way', async () => {
    const first = await registration('Eigenaar@example.nl');
    expect(first.kind).toBe('signed-in');
    if (first.kind !== 'signed-in') return;
    owner = first.account;
    expect(owner.isAdmin).toBe(true);

    const known = await registration('eigenaar@example.nl', '192.0.2.11', 'anders-123');
    const unknown = await registration('nieuw@example.nl', '192.0.2.12');
    expect(known).toEqual({ kind: 'mailed', email: 'eigenaar@example.nl' });
    expect(unknown).toEqual({ kind: 'mailed', email: 'nieuw@example.nl' });
    expect(await mailsTo('eigenaar@example.nl')).toEqual(['admin-signup', 'admin-signup-existing']);
    expect(await mailsTo('nieuw@example.nl')).toEqual(['admin-signup-invitation-only']);
    // Nobody was created, and the owner's password is untouched.
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });

  it('limits sign-ups per target address and per client address, with a Dutch 429', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      expect((await registration('doelwit@example.nl', address)).kind).toBe('mailed');
    }
    const third = await registration('doelwit@example.nl', '198.51.100.3');
    expect(third.kind).toBe('mailed');
    const fourth = await registration('doelwit@example.nl', '198.51.100.4');
    expect(fourth).toMatchObject({ kind: 'refused', status: 429 });
    expect(fourth.kind === 'refused' && fourth.message).toMatch(
      /^Te veel pogingen\. Probeer het over \d+ minuten opnieuw\.$/,
    );
    // One e-mail an hour per address, however often it is tried.
    expect(await mailsTo('doelwit@example.nl')).toHaveLength(1);

    for (let i = 0; i < 10; i++) {
      expect((await registration(`kanon${i}@example.nl`, '203.0.113.77')).kind).toBe('mailed');
    }
    expect(await registration('kanon10@example.nl', '203.0.113.77')).toMatchObject({
      kind: 'refused',
      status: 429,
    });
  });

  it('invites by e-mail with a hashed, single-use link; the newest invitation replaces an older one', async () => {
    expect(await changeAdmins(owner, form({ intent: 'invite', email: 'geen-adres' }))).toEqual({
      ok: false,
      message: 'Ongeldig e-mailadres',
    });
    expect(await changeAdmins(owner, form({ intent: 'invite', email: 'Eigenaar@example.nl' }))).toEqual({
      ok: false,
      message: 'eigenaar@example.nl is al beheerder',
    });
    await changeAdmins(owner, form({ intent: 'invite', email: 'Sanne@example.nl' }));
    const older = await invitationToken('sanne@example.nl');
    expect(await changeAdmins(owner, form({ intent: 'invite', email: 'sanne@example.nl' }))).toEqual({
      ok: true,
      message: 'Uitnodiging verstuurd naar sanne@example.nl',
    });
    const token = await invitationToken('sanne@example.nl');
    expect(token).not.toBe(older);
    expect(await openInvitation(older)).toBeNull();
    expect(await openInvitation(token)).toEqual({ email: 'sanne@example.nl' });
    const stored = await handle.db.select().from(adminInvitations);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    // The page's schema refuses a short password before the invitation is touched.
    expect(invitationSchema.safeParse({ password: 'kort' }).error?.issues[0]?.message).toBe(
      'Wachtwoord moet minimaal 6 karakters zijn',
    );
    const [first, second] = await Promise.all([
      redeemInvitation(token, 'sanne-geheim'),
      redeemInvitation(token, 'sanne-geheim'),
    ]);
    const redeemed = [first, second].filter((outcome) => outcome?.ok);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatchObject({ ok: true, account: { email: 'sanne@example.nl', isAdmin: true } });
    expect([first, second].find((outcome) => !outcome?.ok)).toMatchObject({ ok: false, status: 404 });
    expect(await redeemInvitation(token, 'sanne-geheim')).toMatchObject({
      ok: false,
      status: 404,
      message:
        'Deze uitnodiging is ongeldig, al gebruikt of verlopen. Vraag een beheerder om een nieuwe uitnodiging.',
    });
  });

  it('lets an invitation expire after 7 days', async () => {
    await changeAdmins(owner, form({ intent: 'invite', email: 'laat@example.nl' }));
    const token = await invitationToken('laat@example.nl');
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await openInvitation(token, sixDays)).toEqual({ email: 'laat@example.nl' });
    expect(await redeemInvitation(token, 'laat-geheim', eightDays)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('grants and revokes admin rights, never the last admin', async () => {
    const [sanne] = await handle.db.select().from(users).where(eq(users.email, 'sanne@example.nl'));
    const sanneId = sanne?.id ?? '';
    const sanneAccount = (await accountById(sanneId)) as Account;
    // Two admins revoking each other at once: one of them stays.
    const outcomes = await Promise.all([
      changeAdmins(owner, form({ intent: 'revoke', userId: sanneId })),
      changeAdmins(sanneAccount, form({ intent: 'revoke', userId: owner.id })),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)?.message).toBe(
      'Je kunt de admin rechten van de laatste beheerder niet intrekken',
    );
    const admins = [await accountById(owner.id), await accountById(sanneId)].filter((a) => a?.isAdmin);
    expect(admins).toHaveLength(1);
    const remaining = admins[0] as Account;
    const other = remaining.id === owner.id ? sanneId : owner.id;
    expect(await changeAdmins(remaining, form({ intent: 'revoke', userId: remaining.id }))).toMatchObject({
      ok: false,
    });
    expect(await changeAdmins(remaining, form({ intent: 'grant', userId: other }))).toMatchObject({
      ok: true,
    });
    expect((await accountById(other))?.isAdmin).toBe(true);
    expect(await changeAdmins(remaining, form({ intent: 'revoke', userId: 'geen-id' }))).toEqual({
      ok: false,
      message: 'Dit account bestaat niet meer',
    });
  });
});
