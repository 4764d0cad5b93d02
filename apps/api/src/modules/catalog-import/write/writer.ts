import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/connection';
import { type HeldTransaction, holdTransaction } from '../../../db/held-transaction';
import type { AuditEntry } from '../../audit';
import type { PlannedProduct } from '../check/merge-row';
import type { ImportPlan } from '../check/plan';
import { type BatchContext, beginWriting, forget, type Made, nothingMade, prepareBatch } from './batch';
import { finishWriting, resultOf, type WriteResult } from './commit';
import type { CatalogueIndex } from './snapshot';

export interface WriterOptions {
  /** The audit row of the writing: an import's counts, or an editor's product before and after. */
  audit: (result: WriteResult, plan: ImportPlan) => AuditEntry;
  /**
   * The database has one connection (PGlite): while the import's transaction holds it, the
   * check reads through that transaction, and each batch is written before the next is read.
   */
  oneConnection: boolean;
  /** Products written so far (back to 0 when the writing is abandoned). */
  onProgress?: (written: number) => void;
}

/** Where the writing stands after a batch: products written so far, or rolled back (and why, if it failed). */
type Writing = { rolledBack: false; written: number } | { rolledBack: true; failure?: unknown };

/**
 * Writes an import's products in one transaction, through the catalogue's bulk path, batch by
 * batch while the rest of the file is still being checked: on PostgreSQL the database writes one
 * batch while this process checks the next. Shoppers see the old catalogue until the commit and
 * the new one after it, never half of it. A file with a bad row is never committed: the writing
 * is abandoned (rolled back) at its first bad row, and an import that changes nothing never
 * opens the transaction, so the catalogue version stays where it is.
 *
 * A pipeline: each batch is prepared (batch.ts) from what the batches before made, and written
 * after the batch before; the commit (commit.ts) takes what the last batch made. The writer holds
 * only the pipeline's two ends, the transaction, and whether it was rolled back.
 */
export class ImportWriter {
  #held: HeldTransaction | undefined;
  #opening: Promise<Transaction> | undefined;
  #rolledBack: Promise<void> | undefined;
  /** What the batches prepared so far made. */
  #made: Promise<Made>;
  /** The last batch given: written, or failed and rolled back. */
  #writing: Promise<Writing> = Promise.resolve({ rolledBack: false, written: 0 });

  constructor(
    private readonly db: Database,
    private readonly index: CatalogueIndex,
    private readonly options: WriterOptions,
  ) {
    this.#made = Promise.resolve(nothingMade(index));
  }

  /** Where the check reads the catalogue: the import's transaction while it holds PGlite's one connection. */
  reader(): Database {
    return this.options.oneConnection && this.#held && !this.#rolledBack ? this.#held.tx : this.db;
  }

  /**
   * Writes a checked batch. On PostgreSQL the call answers once the batch before is written,
   * while this one is: the database writes it while the caller checks the next.
   */
  async write(batch: PlannedProduct[]) {
    if (this.#rolledBack || batch.length === 0) return;
    const before = this.#writing;
    const madeBefore = this.#made;
    // Batches are prepared in order, each while the one before is being written, and each
    // batch's statements go out after the batch before: one transaction runs one at a time.
    const prepared = madeBefore.then(async (made) => {
      const tx = await this.#open();
      const context: BatchContext = {
        tx,
        sequences: this.options.oneConnection ? tx : this.db,
        index: this.index,
        before: async () => {
          await before;
          return !this.#rolledBack;
        },
      };
      return prepareBatch(context, made, batch);
    });
    this.#made = prepared.then(
      ({ made }) => made,
      () => madeBefore,
    );
    const writing = this.#writeAfter(before, prepared, batch.length, madeBefore);
    this.#writing = writing;
    await (this.options.oneConnection ? writing : before);
  }

  /** The write step: a prepared batch's statements, once the batch before is written. */
  async #writeAfter(
    before: Promise<Writing>,
    prepared: Promise<{ made: Made; statements: SQL[] }>,
    count: number,
    madeBefore: Promise<Made>,
  ): Promise<Writing> {
    let made: Made | undefined;
    try {
      const next = await prepared;
      made = next.made;
      const previous = await before;
      if (previous.rolledBack) return previous;
      if (this.#rolledBack) return { rolledBack: true };
      for (const statement of next.statements) await this.#held!.tx.execute(statement);
      const written = previous.written + count;
      this.options.onProgress?.(written);
      return { rolledBack: false, written };
    } catch (error) {
      const previous = await before;
      if (previous.rolledBack) return previous;
      await this.#rollBack(made ?? (await madeBefore));
      return { rolledBack: true, failure: error };
    }
  }

  /** Stops writing and rolls back: the file has a bad row. */
  async abandon() {
    await this.#writing;
    await this.#rollBack(await this.#made);
  }

  /** Whether every batch given was written: false after abandon() or a failed statement. */
  get complete() {
    return !this.#rolledBack;
  }

  /**
   * Finishes a complete writing (commit.ts's steps) and commits. Rejects, rolled back, when a
   * statement or the commit fails.
   */
  async commit(plan: ImportPlan): Promise<WriteResult> {
    const writing = await this.#writing;
    if (writing.rolledBack && writing.failure) throw writing.failure;
    const made = await this.#made;
    const result = resultOf(plan, made);
    if (plan.products.length === 0 && plan.unlist.length === 0) {
      await this.#rollBack(made);
      return result;
    }
    const tx = await this.#open();
    try {
      await finishWriting(tx, { plan, made, index: this.index }, this.options.audit(result, plan));
    } catch (error) {
      await this.#rollBack(made);
      throw error;
    }
    await this.#held!.commit();
    return result;
  }

  #open(): Promise<Transaction> {
    this.#opening ??= (async () => {
      this.#held = await holdTransaction(this.db);
      await beginWriting(this.#held.tx);
      return this.#held.tx;
    })();
    return this.#opening;
  }

  /** Rolls back whatever was written, once; what was made in it is made again by a later writer. */
  #rollBack(made: Made): Promise<void> {
    this.#rolledBack ??= (async () => {
      await this.#held?.rollback();
      forget(made.categories, made.options);
      this.options.onProgress?.(0);
    })();
    return this.#rolledBack;
  }
}

export const importWriter = (db: Database, index: CatalogueIndex, options: WriterOptions) =>
  new ImportWriter(db, index, options);
