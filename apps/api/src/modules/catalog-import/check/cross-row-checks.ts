import type { RowError } from '@shop/contracts';
import { type ImportReason, importReasonText as reason } from '@shop/contracts';
import { detach } from '../read/cells';
import type { Section } from '../record';
import type { CatalogueIndex } from '../write/snapshot';
import type { CategoryNode, OptionEntry } from './categories-and-options';
import type { PlannedProduct } from './merge-row';

/** What the check keeps of each row: enough for the checks across rows and for the writing. */
export interface RowKey {
  line: number;
  sku: string;
  id: number | undefined;
  itemnum: string;
  ean: string | null;
  parentSku: string | null;
  accessories: string[];
  changed: Set<Section>;
  /** The categories and attribute values it names: made by the import unless the catalogue has them. */
  categoryNodes: CategoryNode[];
  options: OptionEntry[];
}

/** What the rest of the import keeps of a row: its texts copied off the file (see `detach`). */
export function keyOf(product: PlannedProduct): RowKey {
  const { sku, itemnum, ean, parentSku, accessories } = product.record;
  return {
    line: product.line,
    sku: detach(sku),
    id: product.id,
    itemnum: detach(itemnum),
    ean: ean === null ? null : detach(ean),
    parentSku: parentSku === null ? null : detach(parentSku),
    accessories: accessories.map(detach),
    changed: product.changed,
    categoryNodes: [...new Set(product.categoryNodes.flat())],
    options: product.options,
  };
}

/** Item numbers and EANs unique, masters that exist and are no variants, accessories that exist. */
export function checkAcrossRows(products: RowKey[], index: CatalogueIndex): RowError[] {
  const errors: RowError[] = [];
  const inFile = new Map(products.map((p) => [p.sku, p]));
  // The catalogue after the import: the file's products over the catalogue's.
  const final = new Map<string, { itemnum: string; ean: string | null; parentSku: string | null; line?: number }>();
  for (const [sku, key] of index.bySku) if (!inFile.has(sku)) final.set(sku, key);
  for (const [sku, p] of inFile) final.set(sku, p);
  /** Who has a number already: a line of the file, else a product of the catalogue. */
  const usedBy = (sku: string, onLine: ImportReason, byProduct: ImportReason) => {
    const line = final.get(sku)?.line;
    return line === undefined ? reason(byProduct, { sku }) : reason(onLine, { line });
  };
  const owners = (key: 'itemnum' | 'ean') => {
    const by = new Map<string, string[]>();
    for (const [sku, p] of final) if (p[key]) by.set(p[key]!, [...(by.get(p[key]!) ?? []), sku]);
    return by;
  };
  const [byItemnum, byEan] = [owners('itemnum'), owners('ean')];
  const parents = new Set([...final.values()].map((p) => p.parentSku).filter(Boolean));
  const fail = (p: RowKey, column: string, value: string | null, reason: string) =>
    errors.push({ line: p.line, column, value, reason, sku: p.sku });
  for (const p of products) {
    const { sku, itemnum, ean, parentSku, accessories } = p;
    const sameItemnum = byItemnum.get(itemnum)!.filter((other) => other !== sku);
    if (sameItemnum.length > 0)
      fail(p, 'item_number', itemnum, usedBy(sameItemnum[0]!, 'itemnumUsedOnLine', 'itemnumUsedByProduct'));
    const sameEan = ean ? byEan.get(ean)!.filter((other) => other !== sku) : [];
    if (sameEan.length > 0) fail(p, 'ean', ean, usedBy(sameEan[0]!, 'eanUsedOnLine', 'eanUsedByProduct'));
    if (parentSku) {
      const parent = final.get(parentSku);
      if (!parent) fail(p, 'parent_sku', parentSku, reason('masterMissing'));
      else if (parent.parentSku)
        fail(p, 'parent_sku', parentSku, reason('masterIsVariant', { master: parentSku, parent: parent.parentSku }));
      else if (parents.has(sku)) fail(p, 'parent_sku', parentSku, reason('variantWithVariants'));
    }
    for (const accessory of accessories) {
      if (accessory === sku) fail(p, 'accessories', accessory, reason('ownAccessory'));
      else if (!final.has(accessory)) fail(p, 'accessories', accessory, reason('noSuchSku'));
    }
  }
  return errors;
}
