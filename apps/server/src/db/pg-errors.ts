/**
 * Whether a database error is a foreign-key violation (SQLSTATE 23503): a row the statement
 * refers to is gone, e.g. deleted by another request in the meantime. Drizzle puts the driver's
 * error in `cause`; PGlite and node-postgres both carry the SQLSTATE as `code`.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === "23503" || cause?.code === "23503";
}

/**
 * Whether a database error is a unique violation (SQLSTATE 23505) of the constraint or index
 * `name`: another request wrote the row that may exist only once.
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const { code, cause, constraint } = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown; message?: unknown };
  };
  const isUnique = code === "23505" || cause?.code === "23505";
  const names = [constraint, cause?.constraint, cause?.message].map(String).join(" ");
  return isUnique && names.includes(name);
}
