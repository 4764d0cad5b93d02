import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/connection';
import { beginImport } from '../../catalog';
import type { CategoryNode, OptionEntry } from '../check/categories-and-options';
import type { PlannedProduct } from '../check/merge-row';
import { detach } from '../read/cells';
import type { CatalogueIndex } from './snapshot';
import { createAttributes, createCategories, nextIds } from './write-categories-and-options';
import { type Offering, productStatements } from './write-products';

/** Serialises catalogue imports across API processes: two at once would read each other's half. */
const IMPORT_LOCK = 30_022_023;

/**
 * What the batches written so far have made, handed from each batch's preparation to the next
 * one's and to the commit. `ids` (product ids by SKU: the catalogue's, then the new products')
 * only grows, and only the batch being prepared adds to it: a copy per batch would copy every SKU
 * of the catalogue a hundred times.
 */
export interface Made {
  ids: Map<string, number>;
  categories: readonly CategoryNode[];
  options: readonly OptionEntry[];
  attributes: ReadonlySet<string>;
  offering: readonly Offering[];
}

export const nothingMade = (index: CatalogueIndex): Made => ({
  ids: new Map([...index.bySku].map(([sku, key]) => [sku, key.id])),
  categories: [],
  options: [],
  attributes: new Set(),
  offering: [],
});

/** Begins the import in its transaction: the lock, the bulk path, and masters checked at the commit. */
export async function beginWriting(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
  await beginImport(tx);
  // A variant may come before its master in the file: its master is checked at the commit.
  await tx.execute(sql`set constraints product_master_id_product_id_fk deferred`);
}

export interface BatchContext {
  tx: Transaction;
  /** Where ids are drawn: a sequence is outside transactions, so on PostgreSQL another connection. */
  sequences: Database;
  index: CatalogueIndex;
  /**
   * Settles when the batch before is written (or rolled back), answering whether the writing
   * goes on: one transaction runs one statement at a time.
   */
  before: () => Promise<boolean>;
}

/**
 * Prepares a batch: makes the categories, attributes and options it is the first to use (once the
 * batch before is written), gives its new products ids, and answers its statements with what is
 * made now. Categories and options it made lose their ids again when it fails.
 */
export async function prepareBatch(
  { tx, sequences, index, before }: BatchContext,
  made: Made,
  batch: PlannedProduct[],
): Promise<{ made: Made; statements: SQL[] }> {
  const nodes = [...new Set(batch.flatMap((p) => p.categoryNodes.flat()).filter((node) => node.id === undefined))];
  const fresh = [...new Set(batch.flatMap((p) => p.options))].filter((option) => option.id === undefined);
  const codes = [...new Set(fresh.map((option) => option.attributeCode))].filter(
    (code) => index.categoriesAndOptions.attributes.get(code)?.isNew && !made.attributes.has(code),
  );
  let next = made;
  if (nodes.length > 0 || fresh.length > 0) {
    if (!(await before())) return { made, statements: [] };
    try {
      await createCategories(tx, nodes);
      await createAttributes(tx, codes, fresh);
    } catch (error) {
      forget(nodes, fresh);
      throw error;
    }
    next = {
      ...made,
      categories: [...made.categories, ...nodes],
      options: [...made.options, ...fresh],
      attributes: new Set([...made.attributes, ...codes]),
    };
  }
  // Ids for the new products, and for masters named before their own row.
  const wanting = new Set<string>();
  for (const { record } of batch)
    for (const sku of [record.sku, record.parentSku]) if (sku && !next.ids.has(sku)) wanting.add(detach(sku));
  const taken = await nextIds(sequences, 'product', wanting.size);
  for (const [i, sku] of [...wanting].entries()) next.ids.set(sku, taken[i]!);
  const offered = batch
    .filter(({ changed }) => changed.has('accessories'))
    .map(({ record }) => ({ sku: detach(record.sku), accessories: record.accessories.map(detach) }));
  if (offered.length > 0) next = { ...next, offering: [...next.offering, ...offered] };
  return { made: next, statements: productStatements(batch, next.ids, index) };
}

/** Categories and options made in a transaction that rolled back: a later writer makes them again. */
export function forget(categories: readonly CategoryNode[], options: readonly OptionEntry[]) {
  for (const node of categories) node.id = undefined;
  for (const option of options) option.id = undefined;
}
