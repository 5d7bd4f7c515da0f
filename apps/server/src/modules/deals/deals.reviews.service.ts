import { randomUUID } from "node:crypto";
import { DEAL_LIMITS, DEAL_TALK_MESSAGES, type DealSide, type Review } from "@bechedaw/shared";
import { and, desc, eq, inArray, not, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor, type Cursor } from "../../db/cursor";
import { preparedQuery } from "../../db/prepared";
import { isUniqueViolation } from "../../db/pg-errors";
import { isUuid } from "../../db/uuid";
import { conflict, forbidden, notFound } from "../../app-error";
import type { SessionUser } from "../../plugins/auth";
import { changeRating, joinUser, setRatings, userColumns, userExists } from "../auth";
import { holdRecipients, notify, type Site } from "../notifications";
import { dealForSide, otherSideId } from "./deals.access";
import { reviewReports, reviews } from "./deals.talk.tables";

// Reviews from real deals only (docs/decisions/030-deals.md): each side of a deal sold through the
// handover code rates the other once. The subject's `review_count`/`review_stars` change in the
// same transaction as the review (and its hiding, and its author's deletion).

const exactCreatedAt = sql<string>`to_char(${reviews.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first page's cursor: every review is before it. */
const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/**
 * A side's review of the other: only of a deal sold through the handover code (409
 * REVIEW_NOT_ALLOWED otherwise: sold outside BecheDaw, or before deals had steps), once (409
 * ALREADY_REVIEWED, even for two at once: the unique key decides).
 */
export async function postReview(
  db: Database,
  site: Site,
  caller: SessionUser,
  dealId: string,
  input: { stars: number; comment: string },
): Promise<{ insertedId: string }> {
  const { deal, side } = await dealForSide(db, caller, dealId);
  if (deal.status !== "sold" || deal.handedOverAt === null) {
    throw conflict("REVIEW_NOT_ALLOWED", DEAL_TALK_MESSAGES.reviewNotAllowed);
  }
  const subjectId = otherSideId(deal, side);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      // The subject's row first: lock order with deleting a user (notifications.service.ts).
      await holdRecipients(tx, [subjectId]);
      await tx.insert(reviews).values({
        id,
        bookingId: deal.id,
        authorId: caller.id,
        subjectId,
        authorSide: side,
        stars: input.stars,
        comment: input.comment,
      });
      await changeRating(tx, subjectId, input.stars, 1);
      await notify(tx, site, [subjectId], {
        kind: "review-received",
        productId: deal.productId,
        productName: deal.productName,
        dealId: deal.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, "reviews_booking_author_unique")) {
      throw conflict("ALREADY_REVIEWED", DEAL_TALK_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
  return { insertedId: id };
}

/**
 * A page of a user's visible reviews, newest first, read from `reviews_subject_idx`:
 * placeholders `subjectId`, and `at`/`id`, the cursor the page starts after.
 */
function userReviewsPageQuery(db: Database) {
  const query = db
    .select({
      id: reviews.id,
      stars: reviews.stars,
      comment: reviews.comment,
      authorName: userColumns.name,
      authorSide: reviews.authorSide,
      createdAt: reviews.createdAt,
      exactCreatedAt,
    })
    .from(reviews)
    .$dynamic();
  return joinUser(query, reviews.authorId)
    .where(
      and(
        eq(reviews.subjectId, sql.placeholder("subjectId")),
        not(reviews.hidden),
        sql`(${reviews.createdAt}, ${reviews.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DEAL_LIMITS.reviewsPageSize + 1);
}
const userReviewsPage = preparedQuery((db) => userReviewsPageQuery(db).prepare("user_reviews"));

/** A user's visible reviews, newest first, a page at a time: 404 USER_NOT_FOUND for nobody. */
export async function findUserReviews(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<{ items: Review[]; nextCursor: string | undefined }> {
  const after = cursor === undefined ? FIRST_PAGE : decodeCursor(cursor);
  if (!(await userExists(db, userId))) {
    throw notFound("USER_NOT_FOUND", DEAL_TALK_MESSAGES.userNotFound);
  }
  const rows = await userReviewsPage(db).execute({ subjectId: userId, ...after });
  const page = rows.slice(0, DEAL_LIMITS.reviewsPageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      _id: row.id,
      stars: row.stars,
      comment: row.comment,
      authorName: row.authorName,
      authorSide: row.authorSide as DealSide,
      date: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > DEAL_LIMITS.reviewsPageSize && last
        ? encodeCursor({ at: last.exactCreatedAt, id: last.id })
        : undefined,
  };
}

/**
 * Anyone signed in reports a visible review, once (409 ALREADY_REPORTED again); its author may
 * not (403 FORBIDDEN); a hidden or unknown one is 404 REVIEW_NOT_FOUND.
 */
export async function reportReview(
  db: Database,
  caller: SessionUser,
  reviewId: string,
  reason: string | undefined,
): Promise<void> {
  const [review] = isUuid(reviewId)
    ? await db
        .select({ authorId: reviews.authorId })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), not(reviews.hidden)))
    : [];
  if (!review) throw notFound("REVIEW_NOT_FOUND", DEAL_TALK_MESSAGES.reviewNotFound);
  if (review.authorId === caller.id) throw forbidden("FORBIDDEN", DEAL_TALK_MESSAGES.ownReview);
  const inserted = await db
    .insert(reviewReports)
    .values({ reviewId, reporterId: caller.id, reason: reason || null })
    .onConflictDoNothing()
    .returning({ reviewId: reviewReports.reviewId });
  if (inserted.length === 0) {
    throw conflict("ALREADY_REPORTED", DEAL_TALK_MESSAGES.reviewReported);
  }
}

/**
 * Inside the transaction that deletes a user, before the deletion: the users they reviewed, whose
 * totals `recountRatings` sets again once the user's reviews are gone.
 */
export async function findSubjectsReviewedBy(tx: Database, authorId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ subjectId: reviews.subjectId })
    .from(reviews)
    .where(eq(reviews.authorId, authorId));
  return rows.map((row) => row.subjectId);
}

/** Inside a transaction: counts these users' visible reviews again onto their rows. */
export async function recountRatings(tx: Database, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const totals = await tx
    .select({
      userId: reviews.subjectId,
      count: sql<number>`count(*)::int`,
      stars: sql<number>`coalesce(sum(${reviews.stars}), 0)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.subjectId, userIds), not(reviews.hidden)))
    .groupBy(reviews.subjectId);
  await setRatings(tx, userIds, totals);
}
