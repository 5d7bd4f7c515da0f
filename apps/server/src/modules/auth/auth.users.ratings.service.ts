import type { Rating } from "@bechedaw/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "./auth.tables";

// A user's rating from reviews of real deals (docs/decisions/030-deals.md): the count of visible
// reviews and the sum of their stars live on the user row, so a card or a profile reads them in
// the query that reads the user, and a review, its hiding or its author's deletion keeps them.

/** A user's review count and star sum, beside a `joinUser` join (or any select of `user`). */
export const ratingColumns = { reviewCount: user.reviewCount, reviewStars: user.reviewStars };

/** The rating shown: the average to one decimal, null without any review. */
export function toRating(row: { reviewCount: number; reviewStars: number }): Rating {
  const { reviewCount: count, reviewStars: stars } = row;
  return { count, average: count > 0 ? Math.round((stars * 10) / count) / 10 : null };
}

/** Inside a transaction: adds a review (`sign` 1) or takes one away (-1) from a user's totals. */
export async function changeRating(
  tx: Database,
  userId: string,
  stars: number,
  sign: 1 | -1,
): Promise<void> {
  await tx
    .update(user)
    .set({
      reviewCount: sql`${user.reviewCount} + ${sign}`,
      reviewStars: sql`${user.reviewStars} + ${sign * stars}`,
    })
    .where(eq(user.id, userId));
}

/** Inside a transaction: sets users' totals as counted again (those without a row get zeros). */
export async function setRatings(
  tx: Database,
  userIds: string[],
  totals: { userId: string; count: number; stars: number }[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx.update(user).set({ reviewCount: 0, reviewStars: 0 }).where(inArray(user.id, userIds));
  for (const total of totals) {
    await tx
      .update(user)
      .set({ reviewCount: total.count, reviewStars: total.stars })
      .where(eq(user.id, total.userId));
  }
}

/** The names of these users, by id (those deleted are missing). */
export async function findUserNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether a user with this id exists. */
export async function userExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return row !== undefined;
}
