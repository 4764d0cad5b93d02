import type { RowError } from '@shop/contracts';
import type { ProductRecord } from '../record';
import type { CellValue, Parsed } from './cells';

/** A change a row makes to its product's record, applied over what the catalogue has. */
export type Patch = (record: ProductRecord, before: ProductRecord | undefined) => void;

/** What one row says: its product's SKU, the changes it makes, and the pictures it names. */
export interface ParsedRow {
  line: number;
  sku: string;
  patches: Patch[];
  /** Picture references of the `images` column, resolved to stored pictures before the merge. */
  imageRefs: string[] | undefined;
  errors: RowError[];
}

/** Refuses the row for a column; the value shown is the column's cell unless another is given. */
export type Fail = (column: string, reason: string, value?: CellValue) => void;
/** A cell's parsed value, or undefined when it is refused (the row's error is recorded). */
export type Read = <T>(column: string, result: Parsed<T>) => T | undefined;
