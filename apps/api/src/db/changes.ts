import type { DatabaseHandle } from './connection';

/** Where the database announces changes to what every guest sees (migration 0019). */
const CHANNEL = 'shop_changes';

/**
 * What answers kept in memory may rely on: a generation that moves with every change to the
 * catalogue, the stock or the content, whichever process made it, and whether changes are being
 * heard at all. While they are not (the listening connection was lost), nothing may be kept.
 */
export interface ChangeFeed {
  generation(): number;
  live(): boolean;
  /** A change made by this process, counted at once rather than when its notification comes back. */
  changed(): void;
  close(): Promise<void>;
}

export async function changeFeed(database: DatabaseHandle): Promise<ChangeFeed> {
  let generation = 0;
  let live = false;
  const stop = await database.listen(CHANNEL, {
    notify: () => {
      generation++;
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
    close: stop,
  };
}
