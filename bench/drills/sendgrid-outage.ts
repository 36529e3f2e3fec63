/**
 * Drill: SendGrid answers 500 for a minute (DRILL_OUTAGE_SECONDS), then recovers. Visitors keep
 * sending the contact form meanwhile. Asserts: every submission is stored, and every queued e-mail
 * is delivered exactly once after the recovery (checked on the fake's side and in the outbox).
 * `npx tsx bench/drills/sendgrid-outage.ts` (after `npm run build`; needs the PostgreSQL binaries).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { FAKE_SENDGRID_KEY, startSendGridFake } from '../../tests/fakes/sendgrid';
import { startTestPostgres } from '../../tests/support/postgres';
import { startServer } from '../lib/app-server';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 60) * 1000;
const VISITORS = 10;

const postgres = await startTestPostgres();
const sendgrid = await startSendGridFake();
const server = await startServer({
  env: {
    DATABASE_URL: postgres.url,
    SENDGRID_API_KEY: FAKE_SENDGRID_KEY,
    SENDGRID_API_URL: sendgrid.url,
    // The drill's visitors come through "our proxy" (it is local), each with its own address.
    TRUSTED_PROXY: '127.0.0.1, ::1',
  },
});
const sql = new pg.Client({ connectionString: postgres.url });
try {
  await sql.connect();
  sendgrid.failWith(500);
  for (let i = 0; i < VISITORS; i++) {
    const response = await fetch(`${server.url}/nl/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        'x-forwarded-for': `10.1.0.${i + 1}`,
      },
      body: new URLSearchParams({
        name: `Bezoeker ${i}`,
        email: `bezoeker${i}@example.nl`,
        message: 'Een vraag over de planner.',
      }),
    });
    assert.equal(response.status, 303, 'the visitor sees the success, whatever SendGrid does');
  }
  const expected = VISITORS * 2; // acknowledgement + notification per message
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  const during = (await sql.query(`select count(*)::int as n from email_outbox where status = 'sent'`))
    .rows[0].n;
  console.log(`after ${OUTAGE_MS / 1000} s of 500s: ${sendgrid.attempts} attempts refused, ${during} sent`);
  assert.equal(during, 0);
  sendgrid.failWith(undefined);

  const deadline = Date.now() + 5 * 60 * 1000;
  while (Date.now() < deadline && sendgrid.accepted.length < expected)
    await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => setTimeout(r, 2_000)); // anything sent twice would show up now
  const ids = sendgrid.accepted.map((mail) => mail.outboxId);
  const { rows } = await sql.query(`select status, count(*)::int as n from email_outbox group by status`);
  const stored = (await sql.query(`select count(*)::int as n from contact_messages`)).rows[0].n;
  console.log(
    `delivered ${ids.length} of ${expected}; distinct ${new Set(ids).size}; outbox ${JSON.stringify(rows)}`,
  );
  assert.equal(stored, VISITORS, 'every contact message is stored');
  assert.equal(ids.length, expected, 'every queued e-mail is delivered');
  assert.equal(new Set(ids).size, expected, 'none twice');
  assert.deepEqual(rows, [{ status: 'sent', n: expected }]);
  console.log('PASS  SendGrid outage: nothing lost, each e-mail delivered exactly once after recovery');
} finally {
  await sql.end();
  await server.stop();
  await sendgrid.close();
  await postgres.stop();
}
