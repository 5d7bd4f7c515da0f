import type { FastifyPluginAsync } from "fastify";
import { scheduleEvery } from "../../schedule";
import {
  claimDueEmail,
  deleteOldEmails,
  markEmailFailed,
  markEmailSent,
  type QueuedEmail,
} from "./mail.outbox";
import { onEmailQueued } from "./mail.service";
import { isPermanentMailError, type MailTransport } from "./mail.transport";

/** How often the worker looks for due emails (retries, and emails queued by another server). */
const POLL_MS = 1000;
/** Sent and given-up emails are kept this long, for a look at what went out, then deleted. */
const KEEP_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;
/** After a queueEmail in this process: long enough for its transaction to commit. */
const NUDGE_MS = 25;

/**
 * Sends the outbox in the background while the app runs (docs/decisions/025-email-outbox.md):
 * at once after an email is queued here, and every second for retries and other servers' emails.
 * Closing the app stops it after the email in flight, before the database closes (a plugin's
 * onClose runs before its parent's).
 */
export const mailWorker: FastifyPluginAsync<{
  transport: MailTransport;
  from: string;
  retrySeconds: number;
}> = async (app, options) => {
  const { transport, from, retrySeconds } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function sendOne(email: QueuedEmail): Promise<void> {
    try {
      const { file } = await transport.send(email, from);
      await markEmailSent(app.db, email.id);
      if (file) app.log.info(`Email "${email.subject}" to ${email.to} written to ${file}`);
      else app.log.info(`Email "${email.subject}" sent to ${email.to}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentMailError(error);
      const outcome = await markEmailFailed(app.db, email, reason, { permanent, retrySeconds });
      app.log.warn(
        `Email "${email.subject}" to ${email.to} not sent (attempt ${email.attempts}): ${reason}` +
          (outcome === "failed" ? "; given up" : "; will retry"),
      );
    }
  }

  async function drain(): Promise<void> {
    // One server sends (db/leadership.ts); the others' emails wait in the table for it.
    if (!(await app.leadership.isLeader())) return;
    do {
      again = false;
      let email = await claimDueEmail(app.db, retrySeconds);
      while (email && !closed) {
        await sendOne(email);
        email = closed ? undefined : await claimDueEmail(app.db, retrySeconds);
      }
    } while (again && !closed);
  }

  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => app.log.error(error))
      .finally(() => {
        running = undefined;
      });
  }

  scheduleEvery(app, HOUR_MS, () => deleteOldEmails(app.db, KEEP_DAYS));
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  const stopListening = onEmailQueued(() => setTimeout(run, NUDGE_MS).unref());
  app.addHook("onReady", async () => {
    app.log.info(`Emails go to ${transport.description}`);
    run();
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    stopListening();
    await running;
    transport.close();
  });
};
