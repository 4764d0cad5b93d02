/** The rows of a raw `db.execute` result: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
