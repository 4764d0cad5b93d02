import type {
  FeedReport,
  PriceListImport,
  priceListEntryQuerySchema,
  priceListRowSchema,
  priceListSaveSchema,
} from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/connection';
import { notFound, staffFieldRefusals, staffRefusal } from '../../lib/domain-errors';
import { refusedLines } from '../../lib/table-file';
import { recordAudit } from '../audit';
import { priceListByCode, priceListSummaries } from './price-list-assignment';
import { entriesCsv, readEntriesCsv } from './price-list-csv';
import { type EntryPrices, type ProductLabels, priceListEntryStore } from './price-list-entries';
import { priceListCustomers, priceListEntries, priceLists } from './tables';

type Save = z.output<typeof priceListSaveSchema>;
type ListRow = typeof priceLists.$inferSelect;

const changedMeanwhile = (row: ListRow) =>
  staffRefusal('CONFLICT', 'priceListChanged', { code: row.code }, { version: row.version });

/** A list's own fields as an audit row shows them. */
const fieldsOf = (row: ListRow) => ({
  name: row.name,
  currency: row.currency,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
});

/** A CSV's refused lines as a 400 answer: the first named in the message, all in the details. */

/**
 * Price lists as staff and the ERP keep them: listed, read with a page of entries, created and
 * changed at the version read, deleted while nobody holds them, and their entries replaced by a CSV
 * or set by the ERP's batch. Every write raises the list's version and leaves an audit row in its
 * transaction; the database announces it (migrations 0020, 0034), so shoppers holding the list see
 * it at once and a cart priced before is refused at "Place order".
 */
export function priceListAdmin(db: Database, { labels }: { labels: ProductLabels }) {
  const entries = priceListEntryStore(labels);

  /** The list under its row lock, at `version` when one is given. */
  async function locked(tx: Transaction, code: string, version?: number) {
    const [row] = await tx.select().from(priceLists).where(eq(priceLists.code, code)).for('update');
    if (!row) throw notFound(`Price list ${code} does not exist`);
    if (version !== undefined && row.version !== version) throw changedMeanwhile(row);
    return row;
  }

  const raise = (tx: Transaction, row: ListRow, set: Partial<ListRow> = {}) =>
    tx
      .update(priceLists)
      .set({ ...set, version: row.version + 1 })
      .where(eq(priceLists.id, row.id));

  async function summary(code: string) {
    const found = await priceListByCode(db, code);
    if (!found) throw notFound(`Price list ${code} does not exist`);
    return found;
  }

  /** The products named by `upsert` and `remove`, or a refusal naming every unknown SKU by its field. */
  async function entriesOf(tx: Transaction, input: Save) {
    const ids = await entries.productIdsOf(tx, [...input.upsert.map((e) => e.sku), ...input.remove]);
    const [unknown, ...more] = [
      ...input.upsert.flatMap((e, i) => (ids.has(e.sku) ? [] : [{ path: `body.upsert.${i}.sku`, sku: e.sku }])),
      ...input.remove.flatMap((sku, i) => (ids.has(sku) ? [] : [{ path: `body.remove.${i}`, sku }])),
    ].map(({ path, sku }) => ({ path, name: 'unknownSku' as const, values: { sku } }));
    if (unknown) throw staffFieldRefusals([unknown, ...more]);
    const priced: EntryPrices[] = input.upsert.map((e) => ({
      productId: ids.get(e.sku)!,
      price: e.price,
      tiers: e.tiers,
    }));
    return { priced, removed: input.remove.map((sku) => ids.get(sku)!) };
  }

  return {
    list: () => priceListSummaries(db),

    async get(code: string, query: z.output<typeof priceListEntryQuerySchema>) {
      const list = await summary(code);
      return { list, entries: await entries.page(db, list.id, query) };
    },

    async save(code: string, input: Save, actor: string) {
      await db.transaction(async (tx) => {
        const fields = {
          name: input.name,
          currency: input.currency,
          validFrom: input.validFrom ? new Date(input.validFrom) : null,
          validTo: input.validTo ? new Date(input.validTo) : null,
        };
        let row: ListRow;
        let before: ReturnType<typeof fieldsOf> | null = null;
        if (input.version === undefined) {
          const [created] = await tx
            .insert(priceLists)
            .values({ code, ...fields })
            .onConflictDoNothing()
            .returning();
          if (!created) throw staffRefusal('CONFLICT', 'priceListCodeTaken', { code }, { field: 'code' });
          row = created;
        } else {
          row = await locked(tx, code, input.version);
          before = fieldsOf(row);
          await raise(tx, row, fields);
        }
        const { priced, removed } = await entriesOf(tx, input);
        await entries.replace(tx, row.id, removed, priced);
        await recordAudit(tx, {
          actor,
          action: before ? 'price-list.update' : 'price-list.create',
          entity: 'price_list',
          entityId: code,
          before,
          after: {
            ...fieldsOf({ ...row, ...fields }),
            upserted: input.upsert.map((e) => e.sku),
            removed: input.remove,
          },
        });
      });
      return summary(code);
    },

    async remove(code: string, version: number, actor: string) {
      await db.transaction(async (tx) => {
        const row = await locked(tx, code, version);
        const holders = await tx
          .select({ customerNumber: priceListCustomers.customerNumber })
          .from(priceListCustomers)
          .where(eq(priceListCustomers.priceListId, row.id))
          .orderBy(priceListCustomers.customerNumber);
        if (holders.length > 0) {
          const customers = holders.map((h) => h.customerNumber);
          const named = customers.slice(0, 10).join(', ');
          throw staffRefusal(
            'CONFLICT',
            'priceListHeld',
            { code, customers: customers.length > 10 ? `${named} … (${customers.length})` : named },
            { customers },
          );
        }
        await tx.delete(priceLists).where(eq(priceLists.id, row.id));
        await recordAudit(tx, {
          actor,
          action: 'price-list.delete',
          entity: 'price_list',
          entityId: code,
          before: fieldsOf(row),
        });
      });
      return { ok: true as const };
    },

    /** Replaces a list's entries with a CSV's: every line checked first, nothing written when one is bad. */
    async import(code: string, text: string, dryRun: boolean, actor: string): Promise<PriceListImport> {
      const list = await summary(code);
      const { rows, errors } = readEntriesCsv(text);
      const ids = await entries.productIdsOf(
        db,
        rows.map((row) => row.sku),
      );
      for (const row of rows)
        if (!ids.has(row.sku))
          errors.push({
            line: row.line,
            column: 'sku',
            value: row.sku,
            reason: reason('unknownSku', { sku: row.sku }),
            sku: row.sku,
          });
      if (errors.length > 0) throw refusedLines(errors.sort((a, b) => a.line - b.line));
      const byProduct = new Map<number, EntryPrices>();
      for (const row of rows) {
        const productId = ids.get(row.sku)!;
        const entry = byProduct.get(productId);
        if (!entry) byProduct.set(productId, { productId, price: row.price, tiers: [] });
        else entry.tiers.push({ minQty: row.minQty, price: row.price });
      }
      const kept = [...byProduct.keys()];
      const report = { dryRun, rows: rows.length, products: byProduct.size };
      if (dryRun) return { ...report, removed: await entries.leftOut(db, list.id, kept) };
      const done = await db.transaction(async (tx) => {
        const row = await locked(tx, code);
        const removed = await entries.leftOut(tx, row.id, kept);
        await tx.delete(priceListEntries).where(eq(priceListEntries.priceListId, row.id));
        await entries.replace(tx, row.id, [], [...byProduct.values()]);
        await raise(tx, row);
        const done = { ...report, removed };
        await recordAudit(tx, {
          actor,
          action: 'price-list.import',
          entity: 'price_list',
          entityId: code,
          after: done,
        });
        return done;
      });
      // A large list's pages are read from the list's indexes alone, planned on the table's
      // statistics: the import leaves both as autovacuum would a while later (the visibility of
      // the new rows, the list's size), so the pages read right after it are as fast as any.
      // Planned on the statistics from before, a page of a 100,000-entry list sorted it whole.
      // The import is committed whatever this answers: should it fail, autovacuum does it later.
      if (byProduct.size >= 10_000) await db.execute(sql`vacuum (analyze) price_list_entry`).catch(() => undefined);
      return done;
    },

    async export(code: string) {
      const list = await summary(code);
      return entriesCsv(await entries.all(db, list.id));
    },

    /** The ERP's batch of prices by SKU and quantity; unknown SKUs reported, not fatal. */
    async setRows(code: string, rows: z.output<typeof priceListRowSchema>[], actor: string): Promise<FeedReport> {
      return db.transaction(async (tx) => {
        const row = await locked(tx, code);
        const report = await entries.setRows(tx, row.id, rows);
        if (report.updated > 0) await raise(tx, row);
        await recordAudit(tx, {
          actor,
          action: 'price-list.entries',
          entity: 'price_list',
          entityId: code,
          after: { updated: report.updated, unchanged: report.unchanged, unknown: report.unknown.length },
        });
        return report;
      });
    },
  };
}
