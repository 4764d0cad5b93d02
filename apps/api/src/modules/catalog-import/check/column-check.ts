import type { RowError } from '@shop/contracts';
import { importReasonText as reason } from '@shop/contracts';
import { parseColumn } from '../read/columns';
import type { RawRow } from '../read/file-batches';
import type { ColumnPlan } from '../read/row';

/** The columns a row's cells name (a CSV file's header, a JSON line's keys), checked once each. */
export class ColumnCheck {
  readonly plan: ColumnPlan = { columns: [] };
  readonly errors: RowError[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly headerLine: number | undefined) {}

  see(row: RawRow) {
    for (const name of row.cells.keys()) {
      if (this.seen.has(name)) continue;
      this.seen.add(name);
      const column = parseColumn(name);
      if ('problem' in column)
        this.errors.push({
          line: this.headerLine ?? row.line,
          column: name,
          value: name,
          reason: column.problem,
          sku: null,
        });
      else this.plan.columns.push([name, column]);
    }
    if (!this.seen.has('sku') && !this.errors.some((e) => e.column === 'sku'))
      this.errors.push({
        line: this.headerLine ?? row.line,
        column: 'sku',
        value: null,
        reason: reason('skuColumnRequired'),
        sku: null,
      });
  }
}
