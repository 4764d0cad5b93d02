import type { CartItem, QuoteRefusal } from '@shop/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { refusal } from '../../lib/domain-errors';
import { quoteNumber } from './held-prices';
import { quotes } from './tables';

const refused = (reason: QuoteRefusal, message: string, number: string) =>
  refusal('CONFLICT', message, { reason, number });

/**
 * The step of placing an order that takes its quoted lines: under the quotes' row locks, each
 * quote must still be accepted, not ordered and not past its date, and its lines not above the
 * quoted quantities; then it is marked ordered with the order's number, so a second order (another
 * tab, a double click) is refused. `now` is the placement's clock.
 */
export async function orderQuotedLines(
  tx: Transaction,
  customerId: number | undefined,
  items: CartItem[],
  orderNumber: string,
  now: number,
) {
  const quoted = items.flatMap((item) => (item.quote ? [item.quote] : []));
  const ids = [...new Set(quoted.map((quote) => quote.id))];
  if (ids.length === 0) return;
  const rows = await tx.select().from(quotes).where(inArray(quotes.id, ids)).orderBy(asc(quotes.id)).for('update');
  for (const row of rows) {
    const number = quoteNumber(row.id);
    if (row.customerId !== customerId) throw refused('quote-not-offered', `Quote ${number} is not yours`, number);
    if (row.state === 'ordered') throw refused('quote-ordered', `Quote ${number} was ordered already`, number);
    if (row.state === 'declined') throw refused('quote-declined', `Quote ${number} was declined`, number);
    if (row.state !== 'accepted') throw refused('quote-not-offered', `Quote ${number} is not accepted`, number);
    if (row.expiresAt === null || row.expiresAt.getTime() <= now)
      throw refused(
        'quote-expired',
        `Quote ${number} expired after ${row.validUntil}: remove its lines or ask for a new quote`,
        number,
      );
  }
  for (const item of items)
    if (item.quote && item.quantity > item.quote.quantity)
      throw refusal('CART_LIMIT', `The quoted price holds for at most ${item.quote.quantity}`, {
        reason: 'quote-quantity',
        limit: item.quote.quantity,
      });
  await tx.update(quotes).set({ state: 'ordered', orderNumber, updatedAt: sql`now()` }).where(inArray(quotes.id, ids));
}
