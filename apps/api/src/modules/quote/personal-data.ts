import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import { quoteNumber } from './held-prices';
import { quotes } from './tables';

const askedBy = (customerId: number, email: string) =>
  and(eq(quotes.customerId, customerId), sql`lower(${quotes.requestedBy}) = lower(${email})`);

/** The quotes a login asked for (by its e-mail), as the data export shows them. */
export async function quotesRequestedBy(db: Database, customerId: number, email: string) {
  const rows = await db.select().from(quotes).where(askedBy(customerId, email)).orderBy(asc(quotes.id));
  return rows.map((row) => ({
    number: quoteNumber(row.id),
    requestedBy: row.requestedBy,
    comment: row.comment,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A deleted login's quotes stay the company's offers, without the address that asked for them. */
export async function forgetRequester(tx: Transaction, customerId: number, email: string) {
  await tx.update(quotes).set({ requestedBy: '' }).where(askedBy(customerId, email));
}
