import { randomUUID } from "node:crypto";
import {
  NOTIFICATION_KINDS,
  notificationLink,
  type EmailSwitches,
  type NotificationKind,
} from "@bechedaw/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  findAdminRecipients,
  findMailRecipients,
  lockUsersForReference,
  type MailRecipient,
} from "../auth";
import { queueEmail } from "../mail";
import { notificationEmail } from "./notifications.emails";
import { notificationEmailOff, notifications } from "./notifications.tables";

/** What a service knows of the site to link from an email: its public address. */
export type Site = { baseUrl: string };

/** What a notification is about: its kind, and the values its text needs. */
export type Notice = {
  kind: NotificationKind;
  productId: string | null;
  productName: string;
  /** A rejection's reason (shown to the seller), a cancelled deal's. */
  reason?: string | null | undefined;
  /** The deal of the deal kinds (docs/decisions/030-deals.md). */
  dealId?: string | null | undefined;
};

/**
 * Notifies the users of `userIds` (each once): a notification each and, unless they turned that
 * kind's email off, an email in their language, both written by `tx`. Pass the transaction of
 * what it is about, so it exists exactly when that commits (docs/decisions/029-notifications.md).
 */
export async function notify(
  tx: Database,
  site: Site,
  userIds: string[],
  notice: Notice,
): Promise<void> {
  await notifyRecipients(tx, site, await findMailRecipients(tx, [...new Set(userIds)]), notice);
}

/**
 * Call first in a transaction that will notify these users (and every admin, with `admins`, for
 * `notifyAdmins`), before it locks anything else: a notification's row references its recipient,
 * and taking that lock after the caller's own (a listing, a booking) could deadlock with the
 * recipient's deletion or ban, which locks the user and every admin first and their listings
 * after (docs/decisions/029-notifications.md). Include every user the transaction's own rows
 * reference (a report's reporter), so all of them are locked in one id order.
 */
export async function holdRecipients(
  tx: Database,
  userIds: string[],
  options: { admins?: boolean } = {},
): Promise<void> {
  await lockUsersForReference(tx, [...new Set(userIds)], { withAdmins: options.admins ?? false });
}

/**
 * Whether `userId` still has an unread notification of `kind` about this deal: a thread's
 * messages then add no second one (nor a second email) until it is read.
 */
export async function hasUnreadAbout(
  tx: Database,
  userId: string,
  kind: NotificationKind,
  dealId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.dealId, dealId),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A notification only in the bell, no email: for kinds whose emails their own feature sends
 * (a saved search's matches, which follow the search's own email choice). Written by `tx`.
 */
export async function notifyInApp(
  tx: Database,
  notices: (Notice & { userId: string; searchPath?: string })[],
): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map((notice) => ({
      id: randomUUID(),
      userId: notice.userId,
      kind: notice.kind,
      productId: notice.productId,
      productName: notice.productName,
      reason: notice.reason ?? null,
      dealId: notice.dealId ?? null,
      searchPath: notice.searchPath ?? null,
    })),
  );
}

/** Notifies every admin (a listing waits for review, a third report). */
export async function notifyAdmins(tx: Database, site: Site, notice: Notice): Promise<void> {
  await notifyRecipients(tx, site, await findAdminRecipients(tx), notice);
}

async function notifyRecipients(
  tx: Database,
  site: Site,
  recipients: MailRecipient[],
  notice: Notice,
) {
  if (recipients.length === 0) return;
  const reason = notice.reason ?? null;
  const dealId = notice.dealId ?? null;
  await tx.insert(notifications).values(
    recipients.map((recipient) => ({
      id: randomUUID(),
      userId: recipient.id,
      kind: notice.kind,
      productId: notice.productId,
      productName: notice.productName,
      reason,
      dealId,
    })),
  );
  const off = await usersWithEmailOff(tx, recipients, notice.kind);
  const url = new URL(notificationLink(notice.kind, notice.productId, dealId), site.baseUrl).href;
  for (const recipient of recipients) {
    if (off.has(recipient.id)) continue;
    const values = { name: recipient.name, phone: notice.productName, reason: reason ?? "" };
    const content = notificationEmail(recipient.language, notice.kind, values, url);
    await queueEmail(tx, recipient.email, recipient.language, content);
  }
}

/** Which of these users turned `kind`'s emails off. */
export async function usersWithEmailOff(
  tx: Database,
  recipients: { id: string }[],
  kind: NotificationKind,
): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: notificationEmailOff.userId })
    .from(notificationEmailOff)
    .where(
      and(
        eq(notificationEmailOff.kind, kind),
        inArray(
          notificationEmailOff.userId,
          recipients.map((recipient) => recipient.id),
        ),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** A user's email switches: every kind, on unless turned off. */
export async function findEmailSwitches(db: Database, userId: string): Promise<EmailSwitches> {
  const rows = await db
    .select({ kind: notificationEmailOff.kind })
    .from(notificationEmailOff)
    .where(eq(notificationEmailOff.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)]),
  ) as EmailSwitches;
}

/** Turns kinds' emails on or off for a user; the switches as they are after. */
export async function updateEmailSwitches(
  db: Database,
  userId: string,
  changes: Partial<EmailSwitches>,
): Promise<EmailSwitches> {
  const entries = Object.entries(changes) as [NotificationKind, boolean | undefined][];
  const toOff = entries.filter(([, isOn]) => isOn === false).map(([kind]) => kind);
  const toOn = entries.filter(([, isOn]) => isOn === true).map(([kind]) => kind);
  await db.transaction(async (tx) => {
    if (toOff.length > 0) {
      await tx
        .insert(notificationEmailOff)
        .values(toOff.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
    }
    if (toOn.length > 0) {
      await tx
        .delete(notificationEmailOff)
        .where(
          and(eq(notificationEmailOff.userId, userId), inArray(notificationEmailOff.kind, toOn)),
        );
    }
  });
  return findEmailSwitches(db, userId);
}
