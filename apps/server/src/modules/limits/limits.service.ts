import type { Database } from "../../db/client";
import { hit } from "./limits.store";

/**
 * Counts one event against `key` in a fixed window of `windowMs` (at most an hour) and answers
 * how many the window holds now, this one included. The count is in the limits table, so every
 * server shares it: for limits that are not per request (emails to one address, say).
 */
export async function countInWindow(db: Database, key: string, windowMs: number) {
  return (await hit(db, key, windowMs)).current;
}
