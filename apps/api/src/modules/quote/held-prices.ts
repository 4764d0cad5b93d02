import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection';
import type { HeldPrice, QuotedPrices } from '../cart';
import { quoteLines, quotes } from './tables';

/** A quote's number as people read it: Q- and its id, six digits at least. */
export const quoteNumber = (id: number) => `Q-${String(id).padStart(6, '0')}`;

/**
 * The quoted prices of a customer's cart lines that name quote lines, by quote line id. The cart
 * reads them (the price while the quote holds) and the order's placement checks them under the
 * quotes' row locks; `now` is the caller's clock (tests move it).
 */
export const heldPrices: QuotedPrices = async (
  executor: Database | Transaction,
  customerId: number | null,
  lineIds: number[],
  { currency, now }: { currency: string; now: number },
): Promise<Map<number, HeldPrice>> => {
  if (customerId === null || lineIds.length === 0) return new Map();
  const rows = await executor
    .select({
      lineId: quoteLines.id,
      price: quoteLines.price,
      quantity: quoteLines.quantity,
      quoteId: quotes.id,
      state: quotes.state,
      currency: quotes.currency,
      validUntil: quotes.validUntil,
      expiresAt: quotes.expiresAt,
    })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .where(and(inArray(quoteLines.id, lineIds), eq(quotes.customerId, customerId)));
  return new Map(
    rows.flatMap((row) =>
      row.price === null || row.validUntil === null || row.expiresAt === null
        ? []
        : [
            [
              row.lineId,
              {
                quoteId: row.quoteId,
                number: quoteNumber(row.quoteId),
                price: row.price,
                quantity: row.quantity,
                validUntil: row.validUntil,
                holds: row.state === 'accepted' && row.expiresAt.getTime() > now && row.currency === currency,
              },
            ],
          ],
    ),
  );
};
