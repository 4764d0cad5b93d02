import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import type { DocumentKind } from './content';
import { documentSequences } from './tables';

/** Each kind's series: its numbers read e.g. RE-2026-000123. */
const seriesOf: Record<DocumentKind, string> = { invoice: 'RE', credit_note: 'GS', delivery_note: 'LS' };

/**
 * The next number of a series in a year, taken in the transaction that issues the document. The
 * upsert locks the sequence's row until that transaction ends, so concurrent issues wait their
 * turn, and a rolled-back issue gives its number back: the numbers have no gaps.
 */
export async function nextNumber(tx: Transaction, kind: DocumentKind, year: number): Promise<string> {
  const series = seriesOf[kind];
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { last: sql`${documentSequences.last} + 1` },
    })
    .returning({ last: documentSequences.last });
  return `${series}-${year}-${String(row!.last).padStart(6, '0')}`;
}
