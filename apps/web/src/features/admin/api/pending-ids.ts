/** The ids of the rows whose mutation is running, so their buttons can be disabled. */
export function pendingIds(
  ...mutations: Array<{ isPending: boolean; variables?: { _id: string } }>
): string[] {
  return mutations.flatMap((mutation) =>
    mutation.isPending && mutation.variables ? [mutation.variables._id] : [],
  );
}
