/** The methods that change something: the ones limited, origin-checked and documented as writes. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
