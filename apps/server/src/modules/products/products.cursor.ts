import { isUuid } from "../../db/uuid";
import { AppError } from "../../errors";

/** A position in a newest-first list: the last row's exact timestamp and id. */
export type Cursor = { at: string; id: string };

// Microseconds, UTC: PostgreSQL keeps them, and a JavaScript Date would round them away.
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const badCursor = () =>
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

/** A position in a list sorted by price (`price-asc` or `price-desc`): the last row's price and id. */
export type PriceCursor = { price: number; id: string };
type PriceSort = "price-asc" | "price-desc";

export function encodePriceCursor(sort: PriceSort, cursor: PriceCursor): string {
  return Buffer.from(`${sort}|${cursor.price}|${cursor.id}`, "utf8").toString("base64url");
}

/**
 * Reads a cursor made by `encodePriceCursor` for the same sort; anything else (a cursor of
 * another sort among them) is a 400.
 */
export function decodePriceCursor(sort: PriceSort, value: string): PriceCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw badCursor();
  const [tag, price = "", id = "", ...rest] = Buffer.from(value, "base64url")
    .toString("utf8")
    .split("|");
  const isValid = tag === sort && rest.length === 0 && /^\d{1,9}$/.test(price) && isUuid(id);
  if (!isValid) throw badCursor();
  return { price: Number(price), id };
}
