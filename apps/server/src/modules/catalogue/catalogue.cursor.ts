import { isUuid } from "../../db/uuid";
import { badCursor, decodeCursor, encodeCursor, type Cursor } from "../../db/cursor";

export { decodeCursor, encodeCursor, type Cursor };

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

/** A position in a best-match search: the last row's tier (0–2), then its place in the tier. */
export type RelevanceCursor = Cursor & { tier: number };

export function encodeRelevanceCursor(cursor: RelevanceCursor): string {
  return `R${cursor.tier}${encodeCursor(cursor)}`;
}

/** Reads a cursor made by `encodeRelevanceCursor`; anything else is a 400. */
export function decodeRelevanceCursor(value: string): RelevanceCursor {
  const match = /^R([0-2])(.+)$/.exec(value);
  if (!match) throw badCursor();
  return { tier: Number(match[1]), ...decodeCursor(match[2]!) };
}
