import { isUuid } from "./uuid";
import { AppError } from "../app-error";

/** A position in a list ordered by time, then id: the last row's exact timestamp and id. */
export type Cursor = { at: string; id: string };

// Microseconds, UTC: PostgreSQL keeps them, and a JavaScript Date would round them away.
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const badCursor = () =>
  new AppError("INVALID_CURSOR", "Invalid page cursor.", [
    { path: "querystring/cursor", message: "Invalid page cursor." },
  ]);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, "utf8").toString("base64url");
}

function isRealTimestamp(at: string): boolean {
  const date = new Date(at);
  const ms = date.getTime();
  // A round trip rules out dates such as February 30th, which PostgreSQL would reject.
  return ms >= 0 && date.toISOString().slice(0, 23) === at.slice(0, 23);
}

/** Reads a cursor made by `encodeCursor`; anything else is a 400. */
export function decodeCursor(value: string): Cursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw badCursor();
  const [at = "", id = "", ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const isValid =
    rest.length === 0 && TIMESTAMP_PATTERN.test(at) && isRealTimestamp(at) && isUuid(id);
  if (!isValid) throw badCursor();
  return { at, id };
}
