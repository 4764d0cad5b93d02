import {
  type CustomerFileColumn,
  type CustomerFileRow,
  type RowError,
  requiredCustomerFileColumns,
} from '@shop/contracts';
import { asc, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Transaction } from '../../db/connection';
import type { TableFile } from '../../lib/table-file';
import { priceListCodesOfCustomers, priceListIdsByCode } from '../pricing';
import { type FlatCustomer, fileColumns, flatOf, readCustomerRow, storedFlat } from './customer-file';
import { addresses, customers } from './tables';

// The check of a customer file against itself and the shop, before anything is written: every row
// parsed with createCustomer's rules, its price list found by code, its customer found by number,
// else by e-mail, and compared column by column with what the shop holds.

type Address = typeof addresses.$inferSelect;

/** A customer the shop holds, as an import finds and changes them. */
interface Stored {
  row: typeof customers.$inferSelect;
  book: Address[];
  flat: FlatCustomer;
}

export interface PlannedRow {
  line: number;
  row: CustomerFileRow;
  /** The row's columns (those it has), read as the export writes them. */
  flat: FlatCustomer;
  present: Set<CustomerFileColumn>;
  priceListId: number | null;
  /** The customer the row is; absent: a new one. */
  stored?: Stored;
  /** The columns in which the row differs from the stored customer. */
  changed: CustomerFileColumn[];
}

const known = new Set<string>(fileColumns);
const columnOrder = (error: RowError) => fileColumns.indexOf(error.column as CustomerFileColumn);

const fault = (line: number, column: string | null, value: string | null, reason: string): RowError => ({
  line,
  column,
  value,
  reason,
  sku: null,
});

/** A CSV header's faults: nothing of the file is read past them. */
export function headerErrors(file: TableFile, format: 'csv' | 'jsonl'): RowError[] {
  if (format === 'jsonl') return [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const column of file.columns) {
    if (!known.has(column))
      errors.push(fault(1, column, column, `unknown column; the columns are ${fileColumns.join(', ')}`));
    else if (seen.has(column)) errors.push(fault(1, column, column, 'the column is named twice'));
    seen.add(column);
  }
  for (const column of requiredCustomerFileColumns)
    if (!seen.has(column)) errors.push(fault(1, column, null, 'a required column is missing'));
  return errors;
}

/** Every row of the file checked, its customer found and compared; the refused rows in `errors`. */
export async function planImport(tx: Transaction, file: TableFile, errors: RowError[]) {
  const rows: PlannedRow[] = [];
  for (const source of file.rows) {
    const unknown = Object.keys(source.values).filter((key) => !known.has(key));
    const read = readCustomerRow(source);
    errors.push(...unknown.map((key) => fault(source.line, key, null, 'unknown column')), ...read.errors);
    if (!read.row || unknown.length > 0) continue;
    const present = new Set(fileColumns.filter((c) => Object.hasOwn(source.values, c)));
    rows.push({ line: source.line, row: read.row, flat: flatOf(read.row), present, priceListId: null, changed: [] });
  }

  const refuse = (planned: PlannedRow, column: CustomerFileColumn, reason: string) =>
    errors.push(fault(planned.line, column, planned.flat[column], reason));
  const accepted = new Set(rows);
  const once = (key: (p: PlannedRow) => string, column: CustomerFileColumn) => {
    const first = new Map<string, number>();
    for (const planned of rows) {
      const value = key(planned);
      if (!value || !accepted.has(planned)) continue;
      const line = first.get(value);
      if (line === undefined) first.set(value, planned.line);
      else {
        refuse(planned, column, `also on line ${line}`);
        accepted.delete(planned);
      }
    }
  };
  once((p) => p.row.customerNumber, 'customer_number');
  once((p) => p.row.email.toLowerCase(), 'email');

  const listIds = await priceListIdsByCode(tx);
  for (const planned of accepted) {
    if (!planned.row.priceList) continue;
    const id = listIds.get(planned.row.priceList);
    if (id === undefined) {
      refuse(planned, 'price_list', 'no price list has this code');
      accepted.delete(planned);
    } else planned.priceListId = id;
  }

  const { byNumber, byEmail } = await storedCustomers(tx, [...accepted]);
  for (const planned of accepted) {
    const { customerNumber, email } = planned.row;
    const numbered = customerNumber ? byNumber.get(customerNumber) : undefined;
    const mailed = byEmail.get(email.toLowerCase());
    const stored = numbered ?? mailed;
    if (mailed && (numbered ? mailed !== numbered : customerNumber)) {
      refuse(planned, 'email', `the e-mail of customer ${mailed.row.customerNumber}`);
      accepted.delete(planned);
    } else if (!planned.row.billingAddress && (!stored || stored.flat.billing_street)) {
      refuse(planned, 'billing_street', 'a billing address is required (street, postal code, city and country)');
      accepted.delete(planned);
    } else if (stored) {
      planned.stored = stored;
      planned.changed = [...planned.present].filter(
        (column) => column !== 'customer_number' && planned.flat[column] !== stored.flat[column],
      );
    }
  }
  errors.sort((a, b) => a.line - b.line || columnOrder(a) - columnOrder(b));
  return [...accepted].sort((a, b) => a.line - b.line);
}

/** The customers the rows name by number or e-mail, locked for the import, with their address books. */
async function storedCustomers(tx: Transaction, rows: PlannedRow[]) {
  const numbers = JSON.stringify(rows.map((p) => p.row.customerNumber).filter(Boolean));
  const emails = JSON.stringify(rows.map((p) => p.row.email.toLowerCase()));
  const found = await tx
    .select()
    .from(customers)
    .where(
      sql`${customers.customerNumber} in (select json_array_elements_text(${numbers}::json))
        or lower(${customers.email}) in (select json_array_elements_text(${emails}::json))`,
    )
    .orderBy(asc(customers.id))
    .for('update');
  const books = new Map<number, Address[]>();
  if (found.length > 0) {
    const book = await tx
      .select()
      .from(addresses)
      .where(
        anyOf(
          addresses.customerId,
          found.map((c) => c.id),
        ),
      )
      .orderBy(asc(addresses.id));
    for (const address of book) books.set(address.customerId, [...(books.get(address.customerId) ?? []), address]);
  }
  const lists = await priceListCodesOfCustomers(tx);
  const byNumber = new Map<string, Stored>();
  const byEmail = new Map<string, Stored>();
  for (const row of found) {
    const book = books.get(row.id) ?? [];
    const stored = { row, book, flat: storedFlat(row, book, lists.get(row.customerNumber) ?? '') };
    byNumber.set(row.customerNumber, stored);
    byEmail.set(row.email.toLowerCase(), stored);
  }
  return { byNumber, byEmail };
}
