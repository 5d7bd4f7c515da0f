import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationLink,
  type Notification,
  type NotificationKind,
} from "@bechedaw/shared";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor, type Cursor } from "../../db/cursor";
import { preparedQuery } from "../../db/prepared";
import { isUuid } from "../../db/uuid";
import { notFound } from "../../app-error";
import { notifications } from "./notifications.tables";

// A user's own notifications: the list, the bell's count, and marking them read. Every query
// names the user, so nobody reaches another's.

const exactCreatedAt = sql<string>`to_char(${notifications.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first page's cursor: every notification is before it, so one statement serves every page. */
const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/**
 * A page of a user's notifications, newest first, read from `notifications_user_idx`:
 * placeholders `userId`, and `at`/`id`, the cursor the page starts after.
 */
export function notificationsPageQuery(db: Database) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      productId: notifications.productId,
      productName: notifications.productName,
      reason: notifications.reason,
      dealId: notifications.dealId,
      searchPath: notifications.searchPath,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      exactCreatedAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder("userId")),
        sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
}
const notificationsPage = preparedQuery((db) =>
  notificationsPageQuery(db).prepare("notifications_page"),
);

/** The user's notifications, newest first, a page at a time, and the next page's cursor. */
export async function findNotifications(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<{ items: Notification[]; nextCursor: string | undefined }> {
  const after = cursor === undefined ? FIRST_PAGE : decodeCursor(cursor);
  const rows = await notificationsPage(db).execute({ userId, ...after });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const kind = row.kind as NotificationKind;
      return {
        _id: row.id,
        kind,
        productId: row.productId,
        productName: row.productName,
        reason: row.reason,
        dealId: row.dealId,
        link: notificationLink(kind, row.productId, row.dealId, row.searchPath),
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      };
    }),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor({ at: last.exactCreatedAt, id: last.id })
        : undefined,
  };
}

/** How many of a user's notifications are unread, from the partial index: placeholder `userId`. */
export function unreadCountQuery(db: Database) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), isNull(notifications.readAt)));
}
const unreadCount = preparedQuery((db) => unreadCountQuery(db).prepare("notifications_unread"));

/** How many of the user's notifications are unread: the bell's number, asked every few seconds. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ userId });
  return row?.n ?? 0;
}

/**
 * Marks one of the user's notifications read: 1, or 0 when it already was. Another user's
 * notification is as unknown as a missing one (404): nobody learns it exists.
 */
export async function markRead(db: Database, userId: string, id: string): Promise<number> {
  if (!isUuid(id)) throw unknownNotification();
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length > 0) return 1;
  const [exists] = await db.select({ id: notifications.id }).from(notifications).where(mine);
  if (!exists) throw unknownNotification();
  return 0;
}

/** Marks every unread notification of the user read: how many there were. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

const unknownNotification = () =>
  notFound("NOTIFICATION_NOT_FOUND", "No notification with this id.");

/** How long a read notification is kept after it was read (docs/decisions/029-notifications.md). */
export const READ_KEEP_DAYS = 90;

/** At most this many rows go in one statement, so one clean-up never holds the database long. */
const CLEANUP_BATCH = 1000;

/**
 * Deletes the notifications read before `readBefore` (unread ones stay, however old), a batch at
 * a time from `notifications_read_idx`: how many went. The hourly clean-up passes
 * `READ_KEEP_DAYS` ago.
 */
export async function deleteOldReadNotifications(db: Database, readBefore: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(lt(notifications.readAt, readBefore))
      .limit(CLEANUP_BATCH);
    const rows = await db
      .delete(notifications)
      .where(inArray(notifications.id, batch))
      .returning({ id: notifications.id });
    deleted += rows.length;
    if (rows.length < CLEANUP_BATCH) return deleted;
  }
}
