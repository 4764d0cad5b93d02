import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/connection';
import { notFound, staffRefusal } from '../../lib/domain-errors';
import { customers } from './tables';

/**
 * The customer's row locked for a change by staff, who name the version they read: a customer
 * missing is 404, one changed meanwhile (by another member of staff, an import) 409, so the second
 * of two editors is told rather than overwriting the first. The change raises the version.
 */
export async function customerAtVersion(tx: Transaction, id: number, version: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw notFound(`Customer ${id} does not exist`);
  if (row.version !== version)
    throw staffRefusal('CONFLICT', 'customerChanged', { customer: row.customerNumber }, { version: row.version });
  return row;
}
