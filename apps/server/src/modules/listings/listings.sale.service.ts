import type { ProductStatus } from "@bechedaw/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { isOnShow, products } from "./listings.tables";

/**
 * What a booking needs to know about a phone. `isPublic`: buyers may see it (not held or
 * rejected, its seller not banned: decision 023); a phone they cannot see they cannot book.
 */
export type ProductForSale = {
  sellerId: string;
  /** The listing's name, for the notifications a booking or sale sends. */
  name: string;
  status: ProductStatus;
  price: number;
  isPublic: boolean;
};

function selectForSale(db: Database, id: string) {
  return (
    db
      .select({
        sellerId: products.sellerId,
        name: products.name,
        status: products.status,
        price: products.resalePrice,
        isPublic: sql<boolean>`${isOnShow()}`,
      })
      .from(products)
      // A deleted listing, kept for its deals' history, is as unknown as a missing one.
      .where(and(eq(products.id, id), ne(products.status, "deleted")))
      .$dynamic()
  );
}

function toProductForSale(row: (Omit<ProductForSale, "status"> & { status: string }) | undefined) {
  return row ? { ...row, status: row.status as ProductStatus } : null;
}

/** The phone's seller, status and price; null when the id is unknown or malformed. */
export async function findProductForSale(db: Database, id: string): Promise<ProductForSale | null> {
  return toProductForSale(await findByUuid(id, (id) => selectForSale(db, id)));
}

/**
 * The same, inside a transaction, with the row share-locked: nobody can mark the phone sold until
 * the transaction ends, while bookings of it by other buyers go on side by side.
 */
export async function lockProductForSale(tx: Database, id: string): Promise<ProductForSale | null> {
  return toProductForSale(await findByUuid(id, (id) => selectForSale(tx, id).for("share")));
}

/**
 * The same, with the row locked for update: a handover takes it before its booking's row, in the
 * order a sale takes them (the phone, then its bookings), so the two never deadlock.
 */
export async function lockProductToSell(tx: Database, id: string): Promise<ProductForSale | null> {
  return toProductForSale(await findByUuid(id, (id) => selectForSale(tx, id).for("update")));
}

/**
 * Marks an available phone sold and no longer advertised (it leaves every public list). Only one
 * of several concurrent callers gets true: the others find it no longer available.
 */
export async function markProductSold(tx: Database, id: string): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ status: "sold", isAdvertised: false })
    .where(and(eq(products.id, id), eq(products.status, "available")))
    .returning({ id: products.id });
  return updated.length > 0;
}
