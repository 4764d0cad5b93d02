import type { Stock } from '@shop/contracts';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/changes';
import { CATALOGUE_ROWS } from '../../lib/versioned-cache';

/**
 * Products' stock held in memory until the database announces its change (db/changes.ts, the
 * same announcements that drop the answers kept whole, ADR 0009): a listing, search or product
 * page computed for the first time then reads no stock row it has read before. Every statement
 * that changes stock announces its products at commit, so a kept row is never older than the
 * announcement; while changes are not heard, nothing is kept. Orders still decide under the rows'
 * locks (service.ts `take`), never on what is kept here.
 */
export function keptStock(changes: ChangeFeed) {
  /** A product's stock, or false: it has no stock row (not available). */
  const kept = new LRUCache<number, Stock | false>({ max: CATALOGUE_ROWS });
  let heldAt = changes.generation();
  // Stock announcements heard, and at which of them each product's last came: a row read before
  // its product's announcement is not kept, even when the read answers after it.
  let heard = 0;
  const changedAt = new Map<number, number>();
  changes.onStock((productIds) => {
    heard++;
    for (const id of productIds) {
      kept.delete(id);
      changedAt.set(id, heard);
    }
  });
  /** A new generation (the catalogue, or the stock of many products at once, changed): nothing kept holds. */
  const sameGeneration = () => {
    if (changes.generation() === heldAt) return;
    kept.clear();
    changedAt.clear();
    heldAt = changes.generation();
  };

  /**
   * Called before stock rows are read: keeps, of the rows then handed to it, those whose product
   * announced no change since (false: the product has no stock row).
   */
  function reading() {
    if (!changes.live()) return () => {};
    sameGeneration();
    const generation = changes.generation();
    const askedAt = heard;
    return (rows: Map<number, Stock | false>) => {
      if (!changes.live() || changes.generation() !== generation) return;
      for (const [id, row] of rows) if ((changedAt.get(id) ?? 0) <= askedAt) kept.set(id, row);
    };
  }

  /** Stock per product: the kept rows, and `read` for the others. */
  async function stockOf(
    productIds: number[],
    read: (ids: number[]) => Promise<Map<number, Stock>>,
  ): Promise<Map<number, Stock>> {
    if (!changes.live()) return read(productIds);
    sameGeneration();
    const found = new Map<number, Stock>();
    const missing: number[] = [];
    for (const id of productIds) {
      const row = kept.get(id);
      if (row === undefined) missing.push(id);
      else if (row) found.set(id, row);
    }
    if (missing.length === 0) return found;
    const keep = reading();
    const rows = await read(missing);
    keep(new Map(missing.map((id) => [id, rows.get(id) ?? false])));
    for (const [id, row] of rows) found.set(id, row);
    return found;
  }

  return { stockOf, reading };
}
