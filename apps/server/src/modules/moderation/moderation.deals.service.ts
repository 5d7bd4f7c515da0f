import {
  DEAL_LIMITS,
  DEAL_TALK_MESSAGES,
  type AdminDealMessage,
  type AdminReview,
  type DealSide,
} from "@bechedaw/shared";
import { and, desc, eq, not, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor, type Cursor } from "../../db/cursor";
import { isUuid } from "../../db/uuid";
import { notFound } from "../../app-error";
import { changeRating, findUserNames } from "../auth";
import { findDealSummaries } from "../deals";
import {
  dealMessageReports,
  dealMessages,
  reviewReports,
  reviews,
} from "../deals/deals.talk.tables";

// The admins' moderation of deal threads and reviews (docs/decisions/030-deals.md): flagged or
// reported messages, reported reviews; hide one, or clear its flag and reports.

const PAGE_SIZE = DEAL_LIMITS.messagesPageSize;
const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

type Page<T> = { items: T[]; nextCursor: string | undefined };

function toPage<Row extends { id: string; exactCreatedAt: string }, T>(
  rows: Row[],
  map: (rows: Row[]) => T[],
): { page: Row[]; items: T[]; nextCursor: string | undefined } {
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    page,
    items: map(page),
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor({ at: last.exactCreatedAt, id: last.id })
        : undefined,
  };
}

const messageReportCount = sql<number>`(select count(*)::int from ${dealMessageReports} where ${dealMessageReports.messageId} = ${dealMessages.id})`;
const messageReasons = sql<
  string[]
>`(select coalesce(array_agg(${dealMessageReports.reason} order by ${dealMessageReports.createdAt}) filter (where ${dealMessageReports.reason} is not null), '{}') from ${dealMessageReports} where ${dealMessageReports.messageId} = ${dealMessages.id})`;

/** A page of the flagged or reported messages no admin hid, newest first. */
export async function findMessagesToModerate(
  db: Database,
  cursor: string | undefined,
): Promise<Page<AdminDealMessage>> {
  const after = cursor === undefined ? FIRST_PAGE : decodeCursor(cursor);
  const rows = await db
    .select({
      id: dealMessages.id,
      bookingId: dealMessages.bookingId,
      authorId: dealMessages.authorId,
      text: dealMessages.text,
      flagged: dealMessages.flagged,
      createdAt: dealMessages.createdAt,
      exactCreatedAt: sql<string>`to_char(${dealMessages.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      reportCount: messageReportCount,
      reasons: messageReasons,
    })
    .from(dealMessages)
    .where(
      and(
        not(dealMessages.hidden),
        or(
          dealMessages.flagged,
          sql`exists (select 1 from ${dealMessageReports} where ${dealMessageReports.messageId} = ${dealMessages.id})`,
        ),
        sql`(${dealMessages.createdAt}, ${dealMessages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(dealMessages.createdAt), desc(dealMessages.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const [deals, names] = await Promise.all([
    findDealSummaries(
      db,
      page.map((row) => row.bookingId),
    ),
    findUserNames(
      db,
      page.map((row) => row.authorId),
    ),
  ]);
  return toPage(rows, (kept) =>
    kept.map((row) => ({
      _id: row.id,
      dealId: row.bookingId,
      productName: deals.get(row.bookingId)?.productName ?? "",
      authorId: row.authorId,
      authorName: names.get(row.authorId) ?? "",
      from: deals.get(row.bookingId)?.buyerId === row.authorId ? "buyer" : "seller",
      text: row.text,
      date: row.createdAt.toISOString(),
      flagged: row.flagged,
      reportCount: row.reportCount,
      reasons: row.reasons,
    })),
  );
}

const reviewReportCount = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
const reviewReasons = sql<
  string[]
>`(select coalesce(array_agg(${reviewReports.reason} order by ${reviewReports.createdAt}) filter (where ${reviewReports.reason} is not null), '{}') from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;

/** A page of the reported reviews no admin hid, newest first. */
export async function findReviewsToModerate(
  db: Database,
  cursor: string | undefined,
): Promise<Page<AdminReview>> {
  const after = cursor === undefined ? FIRST_PAGE : decodeCursor(cursor);
  const rows = await db
    .select({
      id: reviews.id,
      bookingId: reviews.bookingId,
      stars: reviews.stars,
      comment: reviews.comment,
      authorId: reviews.authorId,
      authorSide: reviews.authorSide,
      subjectId: reviews.subjectId,
      createdAt: reviews.createdAt,
      exactCreatedAt: sql<string>`to_char(${reviews.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      reportCount: reviewReportCount,
      reasons: reviewReasons,
    })
    .from(reviews)
    .where(
      and(
        not(reviews.hidden),
        sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`,
        sql`(${reviews.createdAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PAGE_SIZE + 1);
  const names = await findUserNames(
    db,
    rows.flatMap((row) => [row.authorId, row.subjectId]),
  );
  return toPage(rows, (kept) =>
    kept.map((row) => ({
      _id: row.id,
      dealId: row.bookingId,
      stars: row.stars,
      comment: row.comment,
      authorId: row.authorId,
      authorName: names.get(row.authorId) ?? "",
      authorSide: row.authorSide as DealSide,
      subjectId: row.subjectId,
      subjectName: names.get(row.subjectId) ?? "",
      date: row.createdAt.toISOString(),
      reportCount: row.reportCount,
      reasons: row.reasons,
    })),
  );
}

export type ModerationAction = "hide" | "clear";

/**
 * Hides a message (the sides then see it removed) or clears it: its flag off, its reports
 * deleted. 404 MESSAGE_NOT_FOUND for an unknown one; doing it again changes nothing.
 */
export async function moderateMessage(
  db: Database,
  messageId: string,
  action: ModerationAction,
): Promise<void> {
  const messageNotFound = () => notFound("MESSAGE_NOT_FOUND", DEAL_TALK_MESSAGES.messageNotFound);
  if (!isUuid(messageId)) throw messageNotFound();
  await db.transaction(async (tx) => {
    const [message] = await tx
      .update(dealMessages)
      .set(action === "hide" ? { hidden: true } : { flagged: false })
      .where(eq(dealMessages.id, messageId))
      .returning({ id: dealMessages.id });
    if (!message) throw messageNotFound();
    if (action === "clear") {
      await tx.delete(dealMessageReports).where(eq(dealMessageReports.messageId, messageId));
    }
  });
}

/**
 * Hides a review (its stars leave its subject's totals, once however often it is hidden) or
 * clears its reports. 404 REVIEW_NOT_FOUND for an unknown one.
 */
export async function moderateReview(
  db: Database,
  reviewId: string,
  action: ModerationAction,
): Promise<void> {
  const reviewNotFound = () => notFound("REVIEW_NOT_FOUND", DEAL_TALK_MESSAGES.reviewNotFound);
  if (!isUuid(reviewId)) throw reviewNotFound();
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ hidden: reviews.hidden, stars: reviews.stars, subjectId: reviews.subjectId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) throw reviewNotFound();
    if (action === "clear") {
      await tx.delete(reviewReports).where(eq(reviewReports.reviewId, reviewId));
      return;
    }
    if (review.hidden) return;
    await tx.update(reviews).set({ hidden: true }).where(eq(reviews.id, reviewId));
    await changeRating(tx, review.subjectId, review.stars, -1);
  });
}
