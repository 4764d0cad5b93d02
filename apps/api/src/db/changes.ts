import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';

/** Where the database announces changes to what every guest sees (migrations 0019, 0022). */
const CHANNEL = 'shop_changes';

/** 'stock 12,40': the stock of these products changed (an announcement of its own per statement). */
const STOCK_OF_PRODUCTS = /^stock (\d+(?:,\d+)*)$/;

/** 'heard <feed> <n>': a feed's own marker (`heard()`), which changes nothing. */
const MARKER = /^heard /;

/**
 * What answers kept in memory may rely on: a generation that moves with every change to the
 * catalogue, the content or the stock of many products at once, whichever process made it, and
 * whether changes are being heard at all. While they are not (the listening connection was lost),
 * nothing may be kept. A change to the stock of a few products (an order) leaves the generation
 * as it is: it is told to `onStock`'s listeners with the products' ids.
 */
export interface ChangeFeed {
  generation(): number;
  live(): boolean;
  /** A change made by this process, counted at once rather than when its notification comes back. */
  changed(): void;
  /** A stock change made by this process, told to `onStock`'s listeners at once rather than when its notification comes back. */
  stockChanged(productIds: Iterable<number>): void;
  /** Calls `listener` with the products whose stock changed, whichever process changed it. */
  onStock(listener: (productIds: number[]) => void): void;
  /**
   * Resolves once every change committed before the call has been heard: a marker announced now
   * comes back after them, as the database delivers announcements in commit order. For whoever
   * changed the database another way (a test, a tool) and wants this process to show it.
   */
  heard(): Promise<void>;
  close(): Promise<void>;
}

export async function changeFeed(database: DatabaseHandle): Promise<ChangeFeed> {
  let generation = 0;
  let live = false;
  const feedId = randomUUID();
  let markers = 0;
  const awaited = new Map<string, () => void>();
  const hearAll = () => {
    for (const resolve of awaited.values()) resolve();
    awaited.clear();
  };
  const stockListeners: Array<(productIds: number[]) => void> = [];
  const told = (productIds: number[]) => {
    for (const listener of stockListeners) listener(productIds);
  };
  const stop = await database.listen(CHANNEL, {
    notify: (payload) => {
      if (MARKER.test(payload)) {
        awaited.get(payload)?.();
        awaited.delete(payload);
        return;
      }
      const products = STOCK_OF_PRODUCTS.exec(payload);
      if (!products) {
        generation++;
        return;
      }
      told(products[1]!.split(',').map(Number));
    },
    // Whatever changed while nobody listened is unknown: the generation moves on both edges.
    connected: () => {
      generation++;
      live = true;
    },
    lost: () => {
      generation++;
      live = false;
      // Nothing heard before is relied on any more: whoever waits has what they waited for.
      hearAll();
    },
  });
  return {
    generation: () => generation,
    live: () => live,
    changed: () => {
      generation++;
    },
    stockChanged: (productIds) => told([...productIds]),
    onStock: (listener) => {
      stockListeners.push(listener);
    },
    heard: async () => {
      // Not listening, nothing is kept from what was heard: there is nothing to wait for.
      if (!live) return;
      const marker = `heard ${feedId} ${++markers}`;
      const back = new Promise<void>((resolve) => awaited.set(marker, resolve));
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${marker})`);
      } catch (error) {
        awaited.delete(marker);
        throw error;
      }
      return back;
    },
    close: async () => {
      hearAll();
      await stop();
    },
  };
}
