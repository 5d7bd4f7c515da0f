import { randomUUID } from "node:crypto";
import { and, count, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { renderEmail, type EmailContent, type MailLanguage } from "./mail.layout";
import { emailOutbox } from "./mail.tables";

export type { EmailContent, MailLanguage } from "./mail.layout";

const queuedListeners = new Set<() => void>();

/** Calls `listener` after each queueEmail in this process (the worker sends at once). */
export function onEmailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Queues an email to `to`, rendered in `language` (the recipient's): one row in the outbox,
 * written by `db`. Pass the transaction of what the email is about, and it is sent only if that
 * commits. Never waits for the mail server (docs/decisions/025-email-outbox.md).
 */
export async function queueEmail(
  db: Database,
  to: string,
  language: MailLanguage,
  content: EmailContent,
): Promise<string> {
  const email = renderEmail(to, language, content);
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
  for (const listener of queuedListeners) listener();
  return id;
}

/** Emails still to send (due now or waiting to be tried again): the metrics' outbox depth. */
export async function countWaitingEmails(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), isNull(emailOutbox.failedAt)));
  return Number(row?.n ?? 0);
}
