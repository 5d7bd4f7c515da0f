import { randomUUID } from "node:crypto";
import { DEAL_LIMITS, DEAL_TALK_MESSAGES, type DealMessage } from "@bechedaw/shared";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor, type Cursor } from "../../db/cursor";
import { preparedQuery } from "../../db/prepared";
import { isUuid } from "../../db/uuid";
import { AppError, conflict, forbidden, notFound } from "../../app-error";
import type { SessionUser } from "../../plugins/auth";
import { joinUser, userColumns } from "../auth";
import { hasUnreadAbout, holdRecipients, notify, type Site } from "../notifications";
import {
  dealForSide,
  dealForSideOrAdmin,
  loadDeal,
  notDealSide,
  otherSideId,
  sideOf,
  type DealRow,
} from "./deals.access";
import { asksForAdvance } from "@bechedaw/shared/advance-requests";
import { dealMessageReports, dealMessages } from "./deals.talk.tables";

// A deal's thread (docs/decisions/030-deals.md): text only, between the two sides, readable by
// admins for moderation; rate limited per writer; messages asking for advance money flagged.

const exactCreatedAt = sql<string>`to_char(${dealMessages.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first page's cursor: every message is before it, so one statement serves every page. */
const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/**
 * A page of a deal's thread, newest first, read backwards from `deal_messages_booking_idx`:
 * placeholders `bookingId`, and `at`/`id`, the cursor the page ends before.
 */
function threadPageQuery(db: Database) {
  const query = db
    .select({
      id: dealMessages.id,
      authorId: dealMessages.authorId,
      authorName: userColumns.name,
      text: dealMessages.text,
      flagged: dealMessages.flagged,
      hidden: dealMessages.hidden,
      createdAt: dealMessages.createdAt,
      exactCreatedAt,
    })
    .from(dealMessages)
    .$dynamic();
  return joinUser(query, dealMessages.authorId)
    .where(
      and(
        eq(dealMessages.bookingId, sql.placeholder("bookingId")),
        sql`(${dealMessages.createdAt}, ${dealMessages.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(dealMessages.createdAt), desc(dealMessages.id))
    .limit(DEAL_LIMITS.messagesPageSize + 1);
}
const threadPage = preparedQuery((db) => threadPageQuery(db).prepare("deal_thread_page"));

/**
 * A page of a deal's thread for one of its sides or an admin: the latest messages first (what a
 * chat opens on, and what its polling asks for), each page oldest first, and the cursor of the
 * page of earlier ones. The sides see a hidden message as hidden, without its text; admins see
 * it whole.
 */
export async function findThread(
  db: Database,
  caller: SessionUser,
  dealId: string,
  cursor: string | undefined,
): Promise<{ items: DealMessage[]; nextCursor: string | undefined }> {
  const after = cursor === undefined ? FIRST_PAGE : decodeCursor(cursor);
  const { deal, side } = await dealForSideOrAdmin(db, caller, dealId);
  const rows = await threadPage(db).execute({ bookingId: deal.id, ...after });
  const page = rows.slice(0, DEAL_LIMITS.messagesPageSize).reverse();
  const earliest = page[0];
  const isModerator = side === null;
  return {
    items: page.map((row) => ({
      _id: row.id,
      from: row.authorId === deal.buyerId ? "buyer" : "seller",
      authorName: row.authorName,
      text: row.hidden && !isModerator ? "" : row.text,
      date: row.createdAt.toISOString(),
      flagged: row.flagged,
      hidden: row.hidden,
    })),
    nextCursor:
      rows.length > DEAL_LIMITS.messagesPageSize && earliest
        ? encodeCursor({ at: earliest.exactCreatedAt, id: earliest.id })
        : undefined,
  };
}

/**
 * Tells the other side of a new message (kind `deal-message`), unless they have not yet read
 * the last such notification of this deal: a conversation is one notification (and one email)
 * until they look, not one per message.
 */
async function tellOtherSide(tx: Database, site: Site, deal: DealRow, recipientId: string) {
  if (await hasUnreadAbout(tx, recipientId, "deal-message", deal.id)) return;
  await notify(tx, site, [recipientId], {
    kind: "deal-message",
    productId: deal.productId,
    productName: deal.productName,
    dealId: deal.id,
  });
}

/**
 * Stores a side's message: 409 DEAL_ENDED on an ended deal, 429 past DEAL_LIMITS.messagesPerMinute
 * in the last minute (counted under a per-writer lock, so a burst at once cannot pass it).
 */
export async function postMessage(
  db: Database,
  site: Site,
  caller: SessionUser,
  dealId: string,
  text: string,
): Promise<{ insertedId: string; flagged: boolean }> {
  const { deal, side } = await dealForSide(db, caller, dealId);
  if (deal.status === "ended") throw conflict("DEAL_ENDED", DEAL_TALK_MESSAGES.dealEnded);
  const flagged = asksForAdvance(text);
  return db.transaction(async (tx) => {
    // The recipient's row first: lock order with deleting a user (notifications.service.ts).
    await holdRecipients(tx, [otherSideId(deal, side)]);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deal-messages:${caller.id}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(dealMessages)
      .where(
        and(
          eq(dealMessages.authorId, caller.id),
          gt(dealMessages.createdAt, sql`now() - interval '1 minute'`),
        ),
      );
    if ((recent?.n ?? 0) >= DEAL_LIMITS.messagesPerMinute) throw tooManyMessages();
    const id = randomUUID();
    // clock_timestamp(), not now(): messages of one transaction-start instant keep their order.
    await tx.insert(dealMessages).values({
      id,
      bookingId: deal.id,
      authorId: caller.id,
      text,
      flagged,
      createdAt: sql`clock_timestamp()`,
    });
    await tellOtherSide(tx, site, deal, otherSideId(deal, side));
    return { insertedId: id, flagged };
  });
}

const tooManyMessages = () => new AppError("RATE_LIMITED", DEAL_TALK_MESSAGES.tooManyMessages);

const messageNotFound = () => notFound("MESSAGE_NOT_FOUND", DEAL_TALK_MESSAGES.messageNotFound);

/** A message and its deal, or undefined for an unknown (or malformed) id. */
async function findMessage(
  db: Database,
  messageId: string,
): Promise<{ authorId: string; deal: DealRow } | undefined> {
  if (!isUuid(messageId)) return undefined;
  const [message] = await db
    .select({ authorId: dealMessages.authorId, bookingId: dealMessages.bookingId })
    .from(dealMessages)
    .where(eq(dealMessages.id, messageId));
  if (!message) return undefined;
  const deal = await loadDeal(db, message.bookingId);
  return deal && { authorId: message.authorId, deal };
}

/**
 * The deal's other side reports a message, once (409 ALREADY_REPORTED again). Anyone else is
 * refused: 403 NOT_A_DEAL_SIDE, and its author 403 FORBIDDEN.
 */
export async function reportMessage(
  db: Database,
  caller: SessionUser,
  messageId: string,
  reason: string | undefined,
): Promise<void> {
  const message = await findMessage(db, messageId);
  if (!message) throw messageNotFound();
  if (sideOf(message.deal, caller.id) === null) throw notDealSide();
  if (message.authorId === caller.id) {
    throw forbidden("FORBIDDEN", DEAL_TALK_MESSAGES.ownMessage);
  }
  const inserted = await db
    .insert(dealMessageReports)
    .values({ messageId, reporterId: caller.id, reason: reason || null })
    .onConflictDoNothing()
    .returning({ messageId: dealMessageReports.messageId });
  if (inserted.length === 0) {
    throw conflict("ALREADY_REPORTED", DEAL_TALK_MESSAGES.messageReported);
  }
}
