/** Node's socket errors and PostgreSQL's connection classes (08, and 57P0x: shutting down). */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
// pg and PGlite report a lost or closed connection in words only.
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection timeout|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * Whether a failure means the database cannot be reached (a 503 the caller may retry), rather
 * than a fault in the request or the code. Walks the causes: Drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && connectionCodes.has(code)) return true;
    if (connectionMessages.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
