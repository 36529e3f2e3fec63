import { sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client.server';
import type { creditCounters, invoiceCounters } from '~/db/schema';

/** A per-year counter table: invoice_counters for invoices, credit_counters for credit invoices. */
type CounterTable = typeof invoiceCounters | typeof creditCounters;

/**
 * The next number of a year's series; call it INSIDE the transaction that issues the document.
 *
 * Gapless: INSERT ... ON CONFLICT DO UPDATE is atomic in PostgreSQL; the first document of a year
 * creates the row, every later one increments it and holds the row lock until the transaction ends,
 * so a number is only consumed when the issuing transaction commits (a rollback rolls the counter
 * back too) and concurrent issuers queue on the row instead of sharing a number.
 */
export async function nextInSeries(tx: Db | Tx, table: CounterTable, year: number): Promise<number> {
  // Both tables have the same two columns; one statement serves both series.
  const counters = table as typeof invoiceCounters;
  const [counter] = await tx
    .insert(counters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: counters.year, set: { lastNumber: sql`${counters.lastNumber} + 1` } })
    .returning({ lastNumber: counters.lastNumber });
  if (!counter) throw new Error('number series upsert returned no row');
  return counter.lastNumber;
}
