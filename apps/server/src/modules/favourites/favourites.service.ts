import { FAVOURITES_PAGE_SIZE, MAX_FAVOURITES, type Favourite } from "@bechedaw/shared";
import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError, forbidden, notFound } from "../../app-error";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { isUuid } from "../../db/uuid";
import type { Caller } from "../auth";
import { cursorOf, joinProduct, productColumns, toPage, toProduct } from "../catalogue";
import { lockProductForSale } from "../listings";
import { isOnShow, products } from "../listings/listings.tables";
import { holdRecipients, notify, type Notice, type Site } from "../notifications";
import { favourites } from "./favourites.tables";

const unknownPhone = () => notFound("PRODUCT_NOT_FOUND", "No phone with this id.");

/**
 * Saves a phone buyers can see (available or sold, its seller not banned) to the caller's
 * favourites; saving it again changes nothing (0). The caller's own phone is 403 OWN_PRODUCT, and
 * a user keeps at most MAX_FAVOURITES (409 FAVOURITES_LIMIT_REACHED beyond).
 */
export async function saveFavourite(db: Database, caller: Caller, productId: string) {
  if (!isUuid(productId)) throw unknownPhone();
  return db.transaction(async (tx) => {
    // The caller's row, then the phone's (lock order: decision 029); both stay while the row is
    // written, so neither can be deleted under it.
    await holdRecipients(tx, [caller.id]);
    const product = await lockProductForSale(tx, productId);
    if (!product?.isPublic) throw unknownPhone();
    if (product.sellerId === caller.id) {
      throw forbidden("OWN_PRODUCT", "A seller cannot save their own phone.");
    }
    // One save of the caller's at a time, so two at once cannot both pass the count.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`favourites:${caller.id}`}, 0))`,
    );
    const [already] = await tx
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.userId, caller.id), eq(favourites.productId, productId)));
    if (already) return 0;
    const [saved] = await tx
      .select({ n: count() })
      .from(favourites)
      .where(eq(favourites.userId, caller.id));
    if ((saved?.n ?? 0) >= MAX_FAVOURITES) {
      throw new AppError(
        "FAVOURITES_LIMIT_REACHED",
        `At most ${MAX_FAVOURITES} phones can be saved; remove one first.`,
      );
    }
    await tx.insert(favourites).values({ userId: caller.id, productId });
    return 1;
  });
}

/** Removes a phone from the caller's favourites: 1, or 0 when it was not there (any id). */
export async function removeFavourite(db: Database, caller: Caller, productId: string) {
  if (!isUuid(productId)) return 0;
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, caller.id), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  return removed.length;
}

const newestSavedFirst = [desc(favourites.createdAt), desc(favourites.productId)];

/** A page of one user's favourites buyers can still see: placeholders `userId`, `at`, `id`. */
function favouritesPageQuery(db: Database) {
  const query = db
    .select({
      ...productColumns,
      savedAt: favourites.createdAt,
      // The exact (microsecond) time it was saved, for the cursor, in UTC.
      exactCreatedAt: sql<string>`to_char(${favourites.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(favourites)
    .$dynamic();
  return joinProduct(query, favourites.productId)
    .where(
      and(
        eq(favourites.userId, sql.placeholder("userId")),
        isOnShow(),
        sql`(${favourites.createdAt}, ${favourites.productId}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(...newestSavedFirst)
    .limit(FAVOURITES_PAGE_SIZE + 1);
}
const favouritesPage = preparedQuery((db) => favouritesPageQuery(db).prepare("favourites_page"));

/**
 * One page of the caller's favourites, newest saved first, as cards with their status (a sold
 * one stays, marked sold); a phone buyers can no longer see (held, deleted, its seller banned)
 * is left out. And the next page's cursor.
 */
export async function findFavourites(
  db: Database,
  userId: string,
  cursorValue?: string,
): Promise<{ items: Favourite[]; nextCursor: string | undefined }> {
  const rows = await favouritesPage(db).execute({ userId, ...cursorOf(cursorValue) });
  const page = toPage(rows, FAVOURITES_PAGE_SIZE);
  return {
    items: page.rows.map((row) => ({ ...toProduct(row), savedAt: row.savedAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}

/** The ids of every phone the user saved (at most MAX_FAVOURITES), newest saved first. */
export async function findFavouriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(...newestSavedFirst);
  return rows.map((row) => row.productId);
}

/** How many people saved the product in `productId` (one subquery per row; never who). */
export function countSavers(productId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${favourites} where ${favourites.productId} = ${productId})`;
}

/**
 * Who saved a phone, its seller never among them: read before a sale or a price drop locks
 * anything, so the transaction can hold them first (lock order, decision 029).
 */
export async function saversOf(tx: Database, productId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: favourites.userId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.productId, productId), ne(favourites.userId, products.sellerId)));
  return rows.map((row) => row.userId);
}

/**
 * Tells the `held` savers (read by `saversOf`, held since) who still have the phone saved, but
 * those in `except` (told already another way), of a price drop or a sale, in its transaction.
 */
export async function tellSavers(
  tx: Database,
  site: Site,
  held: string[],
  notice: Notice & { kind: "favourite-price-dropped" | "favourite-sold"; productId: string },
  except: string[] = [],
): Promise<void> {
  const candidates = held.filter((id) => !except.includes(id));
  if (candidates.length === 0) return;
  const still = await tx
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(and(eq(favourites.productId, notice.productId), inArray(favourites.userId, candidates)));
  await notify(
    tx,
    site,
    still.map((row) => row.userId),
    notice,
  );
}
