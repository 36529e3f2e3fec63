import { desc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { quoteRequests } from '~/db/schema';
import { isUuid } from '~/modules/http/is-uuid';
import type { QuoteStatus } from './labels';

export type QuoteRequest = typeof quoteRequests.$inferSelect;

/** The newest 200 quote requests, of one status or all. */
export async function listQuotes(status: QuoteStatus | 'all'): Promise<QuoteRequest[]> {
  const db = await getDb();
  return db
    .select()
    .from(quoteRequests)
    .where(status === 'all' ? undefined : eq(quoteRequests.status, status))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(200);
}

export async function findQuote(id: string): Promise<QuoteRequest | undefined> {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
  return quote;
}

/** Status and internal notes are saved together; empty notes are none. False for an unknown request. */
export async function saveQuoteFollowUp(
  id: string,
  change: { status: QuoteStatus; notes: string },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const saved = await db
    .update(quoteRequests)
    .set({ status: change.status, notes: change.notes || null })
    .where(eq(quoteRequests.id, id))
    .returning({ id: quoteRequests.id });
  return saved.length > 0;
}
