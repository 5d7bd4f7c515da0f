const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether PostgreSQL would take `value` for a uuid column (it fails the query otherwise). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The first row `find` answers for a uuid from a request, or undefined. A malformed id is as
 * unknown as a missing one (a 404 for the caller), so `find` runs only for a well-formed id.
 */
export async function findByUuid<T>(
  id: string,
  find: (id: string) => PromiseLike<T[]>,
): Promise<T | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await find(id);
  return row;
}
