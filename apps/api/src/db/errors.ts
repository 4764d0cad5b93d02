/** A unique index refused the write: PostgreSQL's unique_violation, however the driver wraps it. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || (error.cause !== undefined && isUniqueViolation(error.cause)));
