import { importReasonText as reason } from '@shop/contracts';
import { count, flag, isEmpty } from './cells';
import type { RawRow } from './file-batches';
import type { Fail, ParsedRow, Read } from './parsed-row';

/** Stock: `stock` (our warehouse) decides whether there is stock data at all; the others refine it. */
export function readStock(row: RawRow, parsed: ParsedRow, fail: Fail, read: Read) {
  const given = (['stock', 'stock_on_hand', 'external_stock', 'in_stock'] as const).filter((c) => row.cells.has(c));
  if (given.length === 0) return;
  const value = (column: string) =>
    isEmpty(row.cells.get(column)) ? undefined : read(column, count(row.cells.get(column)));
  if (!row.cells.has('stock')) {
    if (given.some((c) => !isEmpty(row.cells.get(c)))) {
      // Refinements without the stock itself change an existing stock row only.
      const [onHand, external] = [value('stock_on_hand'), value('external_stock')];
      const marked = isEmpty(row.cells.get('in_stock')) ? undefined : read('in_stock', flag(row.cells.get('in_stock')));
      parsed.patches.push((r) => {
        if (!r.stock) return;
        if (onHand !== undefined) r.stock.onHand = onHand;
        if (external !== undefined) r.stock.external = external;
        if (marked !== undefined) r.stock.markedInStock = marked;
      });
    }
    return;
  }
  if (isEmpty(row.cells.get('stock'))) {
    const extra = given.find((c) => c !== 'stock' && !isEmpty(row.cells.get(c)));
    if (extra) fail(extra, reason('stockNeeded', { column: extra }));
    else
      parsed.patches.push((r) => {
        r.stock = null;
      });
    return;
  }
  const effective = value('stock');
  const onHand = value('stock_on_hand');
  const external = value('external_stock');
  const marked = isEmpty(row.cells.get('in_stock')) ? undefined : read('in_stock', flag(row.cells.get('in_stock')));
  if (effective === undefined) return;
  if (onHand !== undefined && onHand < effective)
    fail('stock_on_hand', reason('onHandBelowStock', { stock: effective }));
  parsed.patches.push((r) => {
    r.stock = {
      effective,
      // On hand follows the stock unless the file says otherwise.
      onHand: onHand ?? effective,
      external: external ?? r.stock?.external ?? 0,
      markedInStock: marked ?? r.stock?.markedInStock ?? false,
    };
  });
}
