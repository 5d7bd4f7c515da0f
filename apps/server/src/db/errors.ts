/**
 * Whether a database error is a foreign-key violation (SQLSTATE 23503): a row the statement
 * refers to is gone, e.g. deleted by another request in the meantime. Drizzle puts the driver's
 * error in `cause`; PGlite and node-postgres both carry the SQLSTATE as `code`.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === "23503" || cause?.code === "23503";
}
