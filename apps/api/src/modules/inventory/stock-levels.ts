import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stock } from './tables';

/**
 * Stock as other modules' queries join it (`leftJoin(levels, eq(levels.productId, …))`): the units
 * in our warehouse and at the supplier, on hand, and whether it is marked in stock. PostgreSQL folds the subquery into the query that joins
 * it: one statement, planned as a join of the table. Made when asked, not as this file loads: the
 * modules' faces import each other in circles, and the table may not be there yet.
 */
export const stockLevels = () =>
  new QueryBuilder()
    .select({
      productId: stock.productId,
      effective: stock.effectiveStock,
      external: stock.externalStock,
      qty: stock.qty,
      marked: stock.markedInStock,
    })
    .from(stock)
    .as('stock_level');
