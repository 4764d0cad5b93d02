import type { AuditAction, CustomerFileRow, CustomerImport } from '@shop/contracts';
import { asc, sql } from 'drizzle-orm';
import { insertStatements, updateStatements } from '../../db/bulk';
import type { Transaction } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { readTableFile, refusedLines } from '../../lib/table-file';
import { type AuditEntry, recordAudits } from '../audit';
import { assignPriceLists, priceListCodesOfCustomers } from '../pricing';
import { customersCsv, storedFlat } from './customer-file';
import { addressChanges } from './import-addresses';
import { headerErrors, type PlannedRow, planImport } from './import-plan';
import { invitationQueue, type OnboardingDependencies } from './onboarding';
import { addresses, customers } from './tables';

/** The customer row's columns a file's row sets (a new customer's number aside). */
const accountOf = (row: CustomerFileRow) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  locale: row.locale,
  currency: row.currency,
  excludeTax: row.excludeTax,
  paymentMethods: row.paymentMethods,
});
export interface CustomerImportOptions {
  format: 'csv' | 'jsonl';
  dryRun: boolean;
  /** Queue the invitation e-mail for each customer the file opens. */
  invite: boolean;
  /** Write the good rows and report the bad, instead of refusing the file. */
  skipInvalid: boolean;
}

/** The changed columns' values before and after, as an audit row shows them. */
const changeOf = (planned: PlannedRow) => ({
  before: Object.fromEntries(planned.changed.map((c) => [c, planned.stored!.flat[c]])),
  after: Object.fromEntries(planned.changed.map((c) => [c, planned.flat[c]])),
});

/**
 * Customers in and out as a file (docs/operations.md): an import checks every row first
 * (import-plan.ts), then writes in one transaction, in bulk, only what differs; an unchanged
 * export imported again writes nothing. Staff never see a password: the file has none.
 */
export function customerFiles(deps: OnboardingDependencies) {
  const { db, outbox } = deps;
  const queueInvitation = invitationQueue(deps);

  async function write(tx: Transaction, rows: PlannedRow[], invite: boolean, actor: string) {
    const created = rows.filter((p) => !p.stored);
    const updated = rows.filter((p) => p.stored && p.changed.length > 0);
    const numbers = await numbersFor(
      tx,
      created.filter((p) => !p.row.customerNumber).length,
      new Set(created.map((p) => p.row.customerNumber)),
    );
    for (const planned of created) if (!planned.row.customerNumber) planned.row.customerNumber = numbers.pop()!;
    const ids = new Map<string, number>();
    for (const statement of insertStatements(
      customers,
      created.map(({ row }) => ({ ...accountOf(row), customerNumber: row.customerNumber })),
    ))
      for (const { id, customer_number } of rowsOf<{ id: number; customer_number: string }>(
        await tx.execute(sql`${statement} returning id, customer_number`),
      ))
        ids.set(customer_number, id);

    const book = addressChanges(created, ids, updated);
    for (const statement of [
      ...insertStatements(addresses, book.inserts),
      ...updateStatements(addresses, book.updates),
      ...updateStatements(
        customers,
        updated.map(({ row, stored }) => ({ ...accountOf(row), id: stored!.row.id, version: stored!.row.version + 1 })),
      ),
    ])
      await tx.execute(statement);

    await assignPriceLists(tx, [
      ...created
        .filter((p) => p.priceListId !== null)
        .map((p) => ({ customerNumber: p.row.customerNumber, priceListId: p.priceListId })),
      ...updated
        .filter((p) => p.changed.includes('price_list'))
        .map((p) => ({ customerNumber: p.stored!.row.customerNumber, priceListId: p.priceListId })),
    ]);
    const audit = (action: AuditAction, entityId: string, change: Omit<AuditEntry, 'actor' | 'action' | 'entity'>) => ({
      actor,
      action,
      entity: 'customer',
      entityId,
      ...change,
    });
    await recordAudits(tx, [
      ...created.map((p) => audit('customer.create', p.row.customerNumber, { after: { ...p.flat, invite } })),
      ...updated.map((p) => audit('customer.update', p.stored!.row.customerNumber, changeOf(p))),
    ]);
    if (invite)
      for (const { row } of created)
        await queueInvitation(tx, { ...row, id: ids.get(row.customerNumber)! }, new Date());
  }

  return {
    async import(text: string, options: CustomerImportOptions, actor: string): Promise<CustomerImport> {
      const file = readTableFile(text, options.format);
      const header = headerErrors(file, options.format);
      if (header.length > 0) throw refusedLines(header);
      const errors = [...file.errors];
      const report = await db.transaction(async (tx) => {
        const rows = await planImport(tx, file, errors);
        if (errors.length > 0 && !options.skipInvalid) throw refusedLines(errors);
        const created = rows.filter((p) => !p.stored).length;
        const updated = rows.filter((p) => p.stored && p.changed.length > 0).length;
        if (!options.dryRun) await write(tx, rows, options.invite, actor);
        return { created, updated, unchanged: rows.length - created - updated };
      });
      const invited = options.invite && !options.dryRun ? report.created : 0;
      if (invited > 0) await outbox.deliver();
      const refused = new Set(errors.map((e) => e.line)).size;
      return {
        dryRun: options.dryRun,
        rows: report.created + report.updated + report.unchanged + refused,
        ...report,
        refused,
        invited,
        errors: errors.slice(0, 1000),
      };
    },

    /** Every customer by number, as the import reads them. */
    async export(): Promise<string> {
      const [all, book, lists] = await Promise.all([
        db.select().from(customers).orderBy(asc(customers.customerNumber)),
        db.select().from(addresses).orderBy(asc(addresses.id)),
        priceListCodesOfCustomers(db),
      ]);
      const books = new Map<number, (typeof book)[number][]>();
      for (const address of book) books.set(address.customerId, [...(books.get(address.customerId) ?? []), address]);
      return customersCsv(
        all.map((row) => storedFlat(row, books.get(row.id) ?? [], lists.get(row.customerNumber) ?? '')),
      );
    },
  };
}
export type CustomerFiles = ReturnType<typeof customerFiles>;

/** `n` numbers from the customers' sequence, none of those the file gives. */
async function numbersFor(tx: Transaction, n: number, given: Set<string>) {
  const numbers: string[] = [];
  while (numbers.length < n) {
    const drawn = rowsOf<{ n: string }>(
      await tx.execute(
        sql`select 'K-' || nextval('customer_number_seq') as n from generate_series(1, ${n - numbers.length})`,
      ),
    );
    numbers.push(...drawn.map((row) => row.n).filter((number) => !given.has(number)));
  }
  return numbers.reverse();
}
