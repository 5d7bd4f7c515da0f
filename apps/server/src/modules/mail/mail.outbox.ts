import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Email } from "./mail.layout";
import { emailOutbox } from "./mail.tables";

export type QueuedEmail = Email & { id: string; attempts: number };

/** How many times an email is tried before it is given up (about a day of back-off). */
export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_SECONDS = 60 * 60;

/**
 * Takes the email whose time came first and moves its next attempt `leaseSeconds` ahead, in one
 * statement: two workers never take the same email, and one that dies holding it leaves it to be
 * tried again when the lease runs out. One at a time, so a lease covers a single send.
 */
export async function claimDueEmail(
  db: Database,
  leaseSeconds: number,
): Promise<QueuedEmail | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.failedAt),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  if (!row) return undefined;
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attempts: row.attempts,
  };
}

export async function markEmailSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/**
 * Records a failed attempt: tried again after `retrySeconds`, doubling with each attempt up to an
 * hour, or given up when the mail server refused it for good or after MAX_ATTEMPTS.
 */
export async function markEmailFailed(
  db: Database,
  email: QueuedEmail,
  error: string,
  options: { permanent: boolean; retrySeconds: number },
): Promise<"retry" | "failed"> {
  const giveUp = options.permanent || email.attempts >= MAX_ATTEMPTS;
  const delay = Math.min(options.retrySeconds * 2 ** (email.attempts - 1), MAX_BACKOFF_SECONDS);
  await db
    .update(emailOutbox)
    .set(
      giveUp
        ? { failedAt: sql`now()`, lastError: error.slice(0, 1000) }
        : {
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
            lastError: error.slice(0, 1000),
          },
    )
    .where(eq(emailOutbox.id, email.id));
  return giveUp ? "failed" : "retry";
}

/** Forgets emails sent or given up more than `days` days ago (their text holds personal data). */
export async function deleteOldEmails(db: Database, days: number): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(
      sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.failedAt}) < now() - make_interval(days => ${days})`,
    )
    .returning({ id: emailOutbox.id });
  return rows.length;
}
