import type { DatabaseHandle } from './connection';

/** Where the database announces changes to what every guest sees (migrations 0019, 0022). */
const CHANNEL = 'shop_changes';

/** 'stock 12,40': the stock of these products changed (an announcement of its own per statement). */
const STOCK_OF_PRODUCTS = /^stock (\d+(?:,\d+)*)$/;

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
  close(): Promise<void>;
}

export async function changeFeed(database: DatabaseHandle): Promise<ChangeFeed> {
  let generation = 0;
  let live = false;
  const stockListeners: Array<(productIds: number[]) => void> = [];
  const told = (productIds: number[]) => {
    for (const listener of stockListeners) listener(productIds);
  };
  const stop = await database.listen(CHANNEL, {
    notify: (payload) => {
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
    close: stop,
  };
}
