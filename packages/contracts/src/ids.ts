import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: serial row ids, versions. */
export const maxRowId = 2_147_483_647;

/** A row id in a path or query: a positive 32-bit integer, so a larger number is a 400, not a database error. */
export const rowIdSchema = z.coerce.number().int().positive().max(maxRowId);

/** A row id in a JSON body (a number, not text). */
export const rowIdNumberSchema = z.number().int().positive().max(maxRowId);
