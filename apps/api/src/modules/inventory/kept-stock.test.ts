import type { Stock } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { handFeed } from '../../testing/hand-feed';
import { keptStock } from './kept-stock';

const row = (qty: number): Stock => ({ qty, effectivestock: qty, externalstock: 0, markedInStock: false });

/**
 * Which stock rows are read again (kept-stock.ts), on a feed whose announcements the test makes:
 * the "database" is a map the test changes, and every read of it is counted.
 */
function setup() {
  const feed = handFeed();
  const database = new Map<number, Stock>([
    [1, row(5)],
    [2, row(0)],
  ]);
  const reads: number[][] = [];
  /** While set, a read answers only once it is let go. */
  let gate: Promise<void> | undefined;
  const read = async (ids: number[]) => {
    reads.push(ids);
    const answer = new Map(ids.flatMap((id) => (database.has(id) ? [[id, database.get(id)!] as const] : [])));
    await gate;
    return answer;
  };
  const { stockOf, reading } = keptStock(feed);
  return {
    reading,
    feed,
    database,
    reads,
    stock: (ids: number[]) => stockOf(ids, read),
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('stock kept until its change is announced', () => {
  it('reads each product once, products without a stock row included, and only the missing ones', async () => {
    const { stock, reads } = setup();
    expect(await stock([1, 3])).toEqual(new Map([[1, row(5)]]));
    expect(await stock([1, 2, 3])).toEqual(
      new Map([
        [1, row(5)],
        [2, row(0)],
      ]),
    );
    expect(await stock([3, 2, 1])).toEqual(
      new Map([
        [1, row(5)],
        [2, row(0)],
      ]),
    );
    expect(reads).toEqual([[1, 3], [2]]);
  });

  it("reads a product again once its stock change is announced, and no other's", async () => {
    const { stock, reads, feed, database } = setup();
    await stock([1, 2]);
    database.set(1, row(4));
    expect((await stock([1])).get(1), 'not announced yet').toEqual(row(5));
    feed.announceStock([1, 9]);
    expect((await stock([1, 2])).get(1)).toEqual(row(4));
    expect(reads).toEqual([[1, 2], [1]]);
  });

  it("drops this process's own change at once", async () => {
    const { stock, feed, database } = setup();
    await stock([1]);
    database.set(1, row(3));
    feed.stockChanged(new Set([1]));
    expect((await stock([1])).get(1)).toEqual(row(3));
  });

  it('reads everything again after a change of generation (the catalogue, or many products at once)', async () => {
    const { stock, reads, feed } = setup();
    await stock([1, 2]);
    feed.changed();
    await stock([1, 2]);
    expect(reads).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });

  it('keeps nothing while changes are not heard', async () => {
    const { stock, reads, feed } = setup();
    feed.setLive(false);
    await stock([1]);
    await stock([1]);
    feed.setLive(true);
    await stock([1]);
    await stock([1]);
    expect(reads).toEqual([[1], [1], [1]]);
  });

  it('does not keep a row read before its change was announced, though it answered after', async () => {
    const { stock, reads, feed, database, hold } = setup();
    const release = hold();
    const racing = stock([1, 2]);
    database.set(1, row(4));
    feed.announceStock([1]);
    release();
    expect((await racing).get(1), 'that read is answered as it was read').toEqual(row(5));
    expect((await stock([1, 2])).get(1)).toEqual(row(4));
    expect(reads, 'product 2 was not announced: kept').toEqual([[1, 2], [1]]);
  });

  it('does not keep what was read across a change of generation or while hearing stopped', async () => {
    const { stock, reads, feed, hold } = setup();
    let release = hold();
    let racing = stock([1]);
    feed.changed();
    release();
    await racing;
    release = hold();
    racing = stock([1]);
    feed.setLive(false);
    feed.setLive(true);
    release();
    await racing;
    await stock([1]);
    expect(reads).toEqual([[1], [1], [1]]);
  });

  it("keeps rows read in another module's statement, unless announced while it was read", async () => {
    const { stock, reads, feed, reading } = setup();
    const keep = reading();
    feed.announceStock([2]);
    keep(
      new Map<number, Stock | false>([
        [1, row(7)],
        [2, row(1)],
        [3, false],
      ]),
    );
    expect(await stock([1, 2, 3])).toEqual(
      new Map([
        [1, row(7)],
        [2, row(0)],
      ]),
    );
    expect(reads, 'product 2 was announced during that read: read again').toEqual([[2]]);
    const late = reading();
    feed.changed();
    late(new Map([[4, row(9)]]));
    await stock([4]);
    expect(reads, 'what was read across a change of generation is not kept').toEqual([[2], [4]]);
  });
});
