import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: thousands of ids as one parameter. Drizzle's inArray binds
 * each id as a parameter of its own, and building those cost more than the query at a thousand.
 */
export const anyOf = (column: Column | SQL, ids: number[]): SQL => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
