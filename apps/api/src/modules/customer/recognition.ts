import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../../db/connection';
import type { CustomerRow } from './tables';

/**
 * What recognising a customer needs of their row: who they are to prices, stock, carts and orders,
 * and the sessions they ended lately (logout), whose access tokens have not expired yet.
 */
export type RecognisedCustomer = Pick<CustomerRow, 'id' | 'customerNumber' | 'excludeTax' | 'tokenVersion'> & {
  endedSessions: readonly string[];
};

/** Where the database announces those columns' changes and ended sessions, with the customer's id (migrations 0021, 0027). */
const CHANNEL = 'customer_changes';
/** The announcement of a truncated table: every row goes. */
const EVERYONE = '*';
/** Far more customers than are active at once; past it the least recently used row is read again. */
const MAX_KEPT = 50_000;
/**
 * How long a row is kept even if no change is heard: a listening connection can die without a
 * word (a half-open TCP connection, a pooler that drops notifications), and then this bounds how
 * long another process's change goes unseen.
 */
export const KEPT_MS = 30_000;

/**
 * The customers' rows that every request of theirs checks its access token against, kept in memory
 * rather than read per request. A change of a kept column (the token's version, the customer
 * number, the tax exclusion) or a deleted row is announced at its commit, whichever process made
 * it, and drops that customer's row; this process's own changes drop it at once (`forget`). While
 * changes are not heard (the listening connection was lost), every request reads the row, and no
 * row is kept longer than KEPT_MS.
 */
export async function customerRecognition(database: DatabaseHandle, now: () => number = Date.now) {
  const kept = new LRUCache<number, Promise<RecognisedCustomer | undefined>>({
    max: MAX_KEPT,
    ttl: KEPT_MS,
    ttlResolution: 0,
    perf: { now },
  });
  let live = false;
  const stop = await database.listen(CHANNEL, {
    notify: (payload) => (payload === EVERYONE ? kept.clear() : kept.delete(Number(payload))),
    // Whatever changed while nobody listened is unknown: nothing kept survives either edge.
    connected: () => {
      kept.clear();
      live = true;
    },
    lost: () => {
      kept.clear();
      live = false;
    },
  });

  return {
    /** The customer's row as of the last change heard; `read` when it is not kept. */
    row(customerId: number, read: () => Promise<RecognisedCustomer | undefined>) {
      if (!live) return read();
      const hit = kept.get(customerId);
      if (hit) return hit;
      const row = read();
      kept.set(customerId, row);
      // A failed read is not kept: the next request reads again.
      row.catch(() => {
        if (kept.get(customerId) === row) kept.delete(customerId);
      });
      return row;
    },
    /** After this process committed a change of the customer's row. */
    forget(customerId: number) {
      kept.delete(customerId);
    },
    close: stop,
  };
}
export type CustomerRecognition = Awaited<ReturnType<typeof customerRecognition>>;
