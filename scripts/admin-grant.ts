/**
 * Gives an existing account the admin role: `npm run admin:grant -- someone@example.nl`.
 * Uses the same configuration as the server (DATABASE_URL or the embedded database in DATA_DIR);
 * with the embedded database, stop the server first (one process owns its directory).
 */
import { closeDatabase, openDatabase } from '~/db/client.server';
import { grantAdmin } from '~/modules/auth/accounts.server';

const email = process.argv[2];
if (!email) {
  console.error('usage: npm run admin:grant -- <email>');
  process.exit(2);
}
await openDatabase();
const granted = await grantAdmin(email);
await closeDatabase();
console.log(granted ? `${email} is now an admin` : `no account with e-mail ${email}`);
process.exit(granted ? 0 : 1);
