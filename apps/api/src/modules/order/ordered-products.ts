import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orderItems } from './tables';

/** Which of these products some order holds: they are never deleted (an order keeps what was sold). */
export async function orderedProducts(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.productId, ids));
  return new Set(rows.map((row) => row.productId));
}
