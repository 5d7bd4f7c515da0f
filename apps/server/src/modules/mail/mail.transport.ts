import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { QueuedEmail } from "./mail.outbox";

/** Where emails go: an SMTP server, or `.eml` files in the data folder's outbox. */
export type MailTransport = {
  /** For the log: the SMTP server's host and port (never its password), or the folder. */
  description: string;
  /** Delivers one email; answers the file it wrote, for the file transport. */
  send: (email: QueuedEmail, from: string) => Promise<{ file?: string }>;
  close: () => void;
};

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused). */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The email as nodemailer takes it; its Message-ID is the same on every retry. */
function message(email: QueuedEmail, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${email.id}@${domain}>`,
  };
}

/**
 * SMTP when `smtpUrl` is set (smtp://user:pass@host:587, or smtps:// for TLS from the start);
 * otherwise each email is written whole (headers, text and HTML) to `outboxDir/<id>.eml`, which
 * any mail program opens. `timeoutSeconds` bounds each SMTP step.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  timeoutSeconds: number;
}): MailTransport {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const timeout = options.timeoutSeconds * 1000;
    const smtp: SMTPTransport.Options = {
      url: options.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    };
    const transporter = nodemailer.createTransport(smtp);
    return {
      description: `SMTP ${url.protocol}//${url.host}`,
      send: async (email, from) => {
        await transporter.sendMail(message(email, from));
        return {};
      },
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${options.outboxDir}`,
    send: async (email, from) => {
      const info = await writer.sendMail(message(email, from));
      await fs.mkdir(options.outboxDir, { recursive: true });
      // Named by the email's id and written whole before the rename: a retry after a crash
      // rewrites the same file, and a reader never sees half an email.
      const file = path.join(options.outboxDir, `${email.id}.eml`);
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      return { file };
    },
    close: () => writer.close(),
  };
}
