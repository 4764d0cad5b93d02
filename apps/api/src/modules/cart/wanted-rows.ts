import type { BulkAddResult, RowProblem } from '@shop/contracts';
import type { ShopperView } from '../../lib/shopper';
import type { CatalogService } from '../catalog';
import { lineKey } from './totals';

/** A row to add: a product by number (item number, SKU or EAN) or by SKU, with additional products by SKU. */
export interface WantedRow {
  number: string;
  quantity: number;
  additionalProducts?: string[];
}
type Rejected = BulkAddResult['rejected'][number];
export interface NewLine {
  row: number;
  number: string;
  productId: number;
  lineKey: string;
  quantity: number;
  additionalProductIds: number[];
}

/**
 * The cart lines rows ask for, by the purchase rules: each row becomes a line whole, or is
 * rejected with the reason a single add would give.
 */
export async function linesFor(
  catalog: CatalogService,
  rows: WantedRow[],
  view: ShopperView,
  by: 'number' | 'sku',
): Promise<{ lines: NewLine[]; rejected: Rejected[] }> {
  const additionalSkus = [...new Set(rows.flatMap((row) => row.additionalProducts ?? []))];
  const [ids, extraIds] = await Promise.all([
    by === 'sku' ? catalog.idsBySku(rows.map((row) => row.number)) : catalog.idsByNumber(rows.map((row) => row.number)),
    catalog.idsBySku(additionalSkus),
  ]);
  const products = await catalog.purchasable([...ids.values(), ...extraIds.values()], view.currency);
  /** The line a row makes, or why it makes none. */
  const lineOf = (wanted: WantedRow): RowProblem | Omit<NewLine, 'row' | 'number' | 'quantity'> => {
    const product = products.get(ids.get(wanted.number) ?? 0);
    if (!product)
      return {
        reason: 'unknown-product',
        message: `There is no product with ${by === 'sku' ? 'SKU' : 'number'} ${wanted.number}`,
      };
    if (product.reason) return product.reason;
    const skus = [...new Set(wanted.additionalProducts ?? [])];
    const extras: number[] = [];
    for (const sku of skus) {
      const extra = products.get(extraIds.get(sku) ?? 0);
      if (!extra || !product.additionalIds.includes(extra.id))
        return { reason: 'not-additional', message: `${sku} is not an additional product of ${product.sku}` };
      if (extra.reason) return { reason: extra.reason.reason, message: `${sku}: ${extra.reason.message}` };
      extras.push(extra.id);
    }
    return { productId: product.id, lineKey: lineKey(product.sku, skus), additionalProductIds: extras };
  };
  const lines: NewLine[] = [];
  const rejected: Rejected[] = [];
  rows.forEach((wanted, row) => {
    const made = lineOf(wanted);
    const at = { row, number: wanted.number };
    if ('reason' in made) rejected.push({ ...at, ...made });
    else lines.push({ ...at, ...made, quantity: wanted.quantity });
  });
  return { lines, rejected };
}
