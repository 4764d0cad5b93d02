import type { ChangeFeed } from '../db/changes';

/** A change feed a test moves by hand: what the database would announce, told when the test says so. */
export interface HandFeed extends ChangeFeed {
  /** Hearing changes starts or stops; the generation moves on both edges, as on a real feed. */
  setLive(live: boolean): void;
  /** The database announces that these products' stock changed. */
  announceStock(productIds: number[]): void;
}

export function handFeed(): HandFeed {
  let generation = 0;
  let live = true;
  const listeners: Array<(productIds: number[]) => void> = [];
  const announceStock = (productIds: number[]) => {
    for (const listener of listeners) listener(productIds);
  };
  return {
    generation: () => generation,
    live: () => live,
    setLive: (value) => {
      live = value;
      generation++;
    },
    changed: () => {
      generation++;
    },
    announceStock,
    stockChanged: (productIds) => announceStock([...productIds]),
    onStock: (listener) => {
      listeners.push(listener);
    },
    // What this feed says it heard is told at once.
    heard: async () => {},
    close: async () => {},
  };
}
