import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/connection';
import { type HeldTransaction, holdTransaction } from '../../../db/held-transaction';
import { recordAudit } from '../../audit';
import { beginImport, countProducts, finishImport } from '../../catalog';
import { products } from '../../catalog/tables';
import type { CategoryNode, OptionEntry } from '../check/categories-and-options';
import { mergeRow, type PlannedProduct } from '../check/merge-row';
import { batchSize, type ImportPlan } from '../check/plan';
import { detach } from '../read/cells';
import { type Column, parseColumn } from '../read/columns';
import type { RawRow } from '../read/file-batches';
import { type ColumnPlan, parseRow } from '../read/row';
import type { RowSource } from '../read/source';
import { type CatalogueIndex, readRecords } from './snapshot';
import {
  createAttributes,
  createCategories,
  nextIds,
  renameCategoriesAndOptions,
} from './write-categories-and-options';
import { type Offering, productStatements, writeAccessories } from './write-products';

/** Serialises catalogue imports across API processes: two at once would read each other's half. */
const IMPORT_LOCK = 30_022_023;

export interface WriteResult {
  created: number;
  updated: number;
  unlisted: number;
  categoriesCreated: number;
  optionsCreated: number;
}

export interface WriterOptions {
  actor: string;
  importId: number;
  /**
   * The database has one connection (PGlite): while the import's transaction holds it, the
   * check reads through that transaction, and each batch is written before the next is read.
   */
  oneConnection: boolean;
  /** Products written so far (back to 0 when the writing is abandoned). */
  onProgress?: (written: number) => void;
}

/**
 * Writes an import's products in one transaction, through the catalogue's bulk path, batch by
 * batch while the rest of the file is still being checked: on PostgreSQL the database writes one
 * batch while this process checks the next. Shoppers see the old catalogue until the commit and
 * the new one after it, never half of it. A file with a bad row is never committed: the writing
 * is abandoned (rolled back) at its first bad row, and an import that changes nothing never
 * opens the transaction, so the catalogue version stays where it is.
 */
export function importWriter(db: Database, index: CatalogueIndex, options: WriterOptions) {
  let held: HeldTransaction | undefined;
  let opening: Promise<Transaction> | undefined;
  let rolledBack: Promise<void> | undefined;
  let failure: unknown;
  /** The last batch given: written, or failed and rolled back. */
  let pending: Promise<void> = Promise.resolve();
  /** The last batch prepared. */
  let preparing: Promise<unknown> = Promise.resolve();
  let written = 0;
  const ids = new Map([...index.bySku].map(([sku, key]) => [sku, key.id]));
  const madeCategories: CategoryNode[] = [];
  const madeOptions: OptionEntry[] = [];
  const madeAttributes = new Set<string>();
  const offering: Offering[] = [];

  const open = () =>
    (opening ??= (async () => {
      held = await holdTransaction(db);
      await held.tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      await beginImport(held.tx);
      // A variant may come before its master in the file: its master is checked at the commit.
      await held.tx.execute(sql`set constraints product_master_id_product_id_fk deferred`);
      return held.tx;
    })());

  /**
   * Makes the categories, attributes and options the batch is the first to use (once the batch
   * before is written), gives its new products ids, and answers its statements.
   */
  async function prepare(batch: PlannedProduct[], before: Promise<void>): Promise<SQL[]> {
    const tx = await open();
    const nodes = new Set(batch.flatMap((p) => p.categoryNodes.flat()).filter((node) => node.id === undefined));
    const fresh = [...new Set(batch.flatMap((p) => p.options))].filter((option) => option.id === undefined);
    const codes = [...new Set(fresh.map((option) => option.attributeCode))].filter(
      (code) => index.categoriesAndOptions.attributes.get(code)?.isNew && !madeAttributes.has(code),
    );
    if (nodes.size > 0 || fresh.length > 0) {
      await before;
      if (rolledBack) return [];
      await createCategories(tx, [...nodes]);
      madeCategories.push(...nodes);
      await createAttributes(tx, codes, fresh);
      madeOptions.push(...fresh);
      for (const code of codes) madeAttributes.add(code);
    }
    // Ids for the new products, and for masters named before their own row. A sequence is outside
    // transactions: on PostgreSQL another connection answers at once, not after the batch before.
    const wanting = new Set<string>();
    for (const { record } of batch)
      for (const sku of [record.sku, record.parentSku]) if (sku && !ids.has(sku)) wanting.add(detach(sku));
    const taken = await nextIds(options.oneConnection ? tx : db, 'product', wanting.size);
    for (const [i, sku] of [...wanting].entries()) ids.set(sku, taken[i]!);
    for (const { record, changed } of batch)
      if (changed.has('accessories'))
        offering.push({ sku: detach(record.sku), accessories: record.accessories.map(detach) });
    return productStatements(batch, ids, index);
  }

  /** Rolls back whatever was written; the categories and options made in it are made again by a later writer. */
  const rollBack = () =>
    (rolledBack ??= (async () => {
      await held?.rollback();
      for (const node of madeCategories) node.id = undefined;
      for (const option of madeOptions) option.id = undefined;
      written = 0;
      options.onProgress?.(0);
    })());

  return {
    /** Where the check reads the catalogue: the import's transaction while it holds PGlite's one connection. */
    reader: (): Database => (options.oneConnection && held && !rolledBack ? held.tx : db),

    /**
     * Writes a checked batch. On PostgreSQL the call answers once the batch before is written,
     * while this one is: the database writes it while the caller checks the next.
     */
    async write(batch: PlannedProduct[]) {
      if (rolledBack || batch.length === 0) return;
      const before = pending;
      // Batches are prepared in order, each while the one before is being written, and each
      // batch's statements go out after the batch before: one transaction runs one at a time.
      const prepared = preparing.then(() => prepare(batch, before));
      preparing = prepared.catch(() => {});
      const writing = prepared
        .then(async (statements) => {
          await before;
          if (rolledBack) return;
          for (const statement of statements) await held!.tx.execute(statement);
          written += batch.length;
          options.onProgress?.(written);
        })
        .catch(async (error: unknown) => {
          failure ??= error;
          await rollBack();
        });
      pending = writing;
      await (options.oneConnection ? writing : before);
    },

    /** Stops writing and rolls back: the file has a bad row. */
    async abandon() {
      await pending;
      await rollBack();
    },

    /** Whether every batch given was written: false after abandon() or a failed statement. */
    get complete() {
      return !rolledBack;
    },

    /**
     * Finishes a complete writing: the names of categories and options as the whole file gave
     * them, accessories, unlisting (--replace), the derived search texts and counts, the audit
     * row, and the commit. Rejects, rolled back, when a statement or the commit fails.
     */
    async commit(plan: ImportPlan): Promise<WriteResult> {
      await pending;
      if (failure) throw failure;
      const result: WriteResult = {
        created: plan.products.filter((p) => p.id === undefined).length,
        updated: plan.products.filter((p) => p.id !== undefined).length,
        unlisted: plan.unlist.length,
        categoriesCreated: madeCategories.length,
        optionsCreated: madeOptions.length,
      };
      if (plan.products.length === 0 && plan.unlist.length === 0) {
        await rollBack();
        return result;
      }
      const tx = await open();
      try {
        const renamed = new Set(plan.products.flatMap((p) => p.categoryNodes).filter((node) => node.changed));
        const relabelled = new Set(plan.products.flatMap((p) => p.options).filter((option) => option.changed));
        const shownOn = await renameCategoriesAndOptions(tx, [...renamed], [...relabelled]);
        await writeAccessories(tx, offering, ids);
        if (plan.unlist.length > 0)
          await tx.update(products).set({ active: false }).where(inArray(products.id, plan.unlist));
        // What is still to derive: products whose attributes or listing changed under texts kept as they were.
        const underKeptTexts = plan.products
          .filter((p) => !p.changed.has('texts') && (p.changed.has('attributes') || p.changed.has('product')))
          .map((p) => ids.get(p.sku)!);
        const touched = [...new Set([...underKeptTexts, ...plan.unlist, ...shownOn])];
        const recount = plan.products.some((p) => p.changed.has('categories') || p.changed.has('product'));
        if (recount || plan.unlist.length > 0) await countProducts(tx);
        // Deriving every product's search text at once beats deriving most of them one by one; and
        // after many rows the planner needs fresh statistics.
        const most = touched.length > index.bySku.size / 5;
        await finishImport(tx, most ? undefined : touched, {
          analyze: most || plan.products.length > index.bySku.size / 5,
        });
        await recordAudit(tx, {
          actor: options.actor,
          action: 'catalog.import',
          entity: 'catalog_import',
          entityId: String(options.importId),
          after: { ...result, unchanged: plan.unchanged },
        });
      } catch (error) {
        await rollBack();
        throw error;
      }
      await held!.commit();
      return result;
    },
  };
}
export type ImportWriter = ReturnType<typeof importWriter>;

/**
 * Writes the rows a check let through after it refused others (--skip-invalid): the file is read
 * again and its kept rows merged again, a thousand at a time (pictures left out as the check
 * left them out, which reported them).
 */
export async function writeKeptRows(
  writer: ImportWriter,
  source: RowSource,
  plan: ImportPlan,
  index: CatalogueIndex,
  strictMedia: boolean,
) {
  const media = { strict: strictMedia, warn: () => {} };
  const kept = new Set(plan.products.map((key) => key.line));
  const columns = new Map<string, ColumnPlan>();
  await source.each(batchSize, async (raw) => {
    const rows = raw.filter((row) => kept.has(row.line));
    if (rows.length === 0) return;
    const parsed = rows.map((row) => parseRow(row, columnPlanOf(row, columns)));
    const known = parsed.map((row) => index.bySku.get(row.sku)?.id).filter((id) => id !== undefined);
    const before = await readRecords(writer.reader(), index, known);
    await writer.write(
      parsed.map((row) => {
        const id = index.bySku.get(row.sku)?.id;
        const product = mergeRow(
          row,
          id === undefined ? undefined : before.get(id),
          index,
          plan.images,
          (_, e) => {
            throw new Error(`line ${e.line} changed between its check and its writing: ${e.reason}`);
          },
          media,
        );
        return product!;
      }),
    );
  });
}

/** A row's columns, as the check read them: one plan per set of columns (a CSV file has one). */
function columnPlanOf(row: RawRow, plans: Map<string, ColumnPlan>): ColumnPlan {
  const names = [...row.cells.keys()];
  const key = names.join('\u0000');
  let plan = plans.get(key);
  if (!plan) {
    plan = {
      columns: names.flatMap((name) => {
        const column = parseColumn(name);
        return 'problem' in column ? [] : [[name, column] as [string, Column]];
      }),
    };
    plans.set(key, plan);
  }
  return plan;
}
