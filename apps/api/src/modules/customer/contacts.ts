import { ilike } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { customers } from './tables';

/**
 * Customers as other modules' queries join them (`leftJoin(contacts, eq(contacts.id, …))`, the
 * orders' back office): who they are and how to reach them, nothing of their account. PostgreSQL
 * folds the subquery into the query that joins it: one statement, planned as a join of the table.
 */
export const customerContacts = () =>
  new QueryBuilder()
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .as('customer_contact');

/** The ids of up to `limit` customers whose number is like `pattern` (ilike: the number's trigram index). */
export async function customerIdsNumbered(db: Database, pattern: string, limit: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(ilike(customers.customerNumber, pattern))
    .limit(limit);
  return rows.map((row) => row.id);
}
