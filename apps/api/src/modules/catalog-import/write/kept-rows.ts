import { mergeRow } from '../check/merge-row';
import { batchSize, type ImportPlan } from '../check/plan';
import { type Column, parseColumn } from '../read/columns';
import type { RawRow } from '../read/file-batches';
import { type ColumnPlan, parseRow } from '../read/row';
import type { RowSource } from '../read/source';
import { type CatalogueIndex, readRecords } from './snapshot';
import type { ImportWriter } from './writer';

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
