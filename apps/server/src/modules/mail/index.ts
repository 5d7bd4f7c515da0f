import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import { createMailTransport } from "./mail.transport";
import { mailWorker } from "./mail.worker";

// Email (docs/decisions/025-email-outbox.md): other modules queue an email in their own
// transaction (`queueEmail`); this module's worker sends the outbox later, and retries.

/** The outbox's worker: sends over SMTP, or writes each email into `outboxDir` without one. */
export const mailModule: FastifyPluginAsync<{
  settings: Config["mail"];
  outboxDir: string;
}> = async (app, { settings, outboxDir }) => {
  const transport = createMailTransport({
    smtpUrl: settings.smtpUrl,
    outboxDir,
    // Shorter than the time a worker holds an email, so no other worker tries it meanwhile.
    timeoutSeconds: Math.max(1, Math.min(30, settings.retrySeconds / 2)),
  });
  await app.register(mailWorker, {
    transport,
    from: settings.from,
    retrySeconds: settings.retrySeconds,
  });
};

export {
  countWaitingEmails,
  queueEmail,
  type EmailContent,
  type MailLanguage,
} from "./mail.service";
