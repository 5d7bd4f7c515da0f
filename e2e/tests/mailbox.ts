import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

export type ReceivedEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the plain text, in order. */
  links: string[];
};

/** The folder global-setup.ts's SMTP server writes to (set in the environment it passes on). */
function folder(): string {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error("E2E_MAILBOX is not set: run the tests through global-setup.ts");
  return dir;
}

async function read(file: string): Promise<ReceivedEmail> {
  const mail = await simpleParser(fs.readFileSync(file));
  const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
  const text = mail.text ?? "";
  return {
    to,
    subject: mail.subject ?? "",
    text,
    html: typeof mail.html === "string" ? mail.html : "",
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/**
 * The newest email to `to` that the app sent through SMTP (and `match` accepts), waiting for it
 * up to `timeoutMs`: the app's outbox worker sends within about a second.
 */
export async function waitForEmail(
  to: string,
  match: (email: ReceivedEmail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs
      .readdirSync(folder())
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .reverse();
    for (const name of files) {
      const email = await read(path.join(folder(), name));
      if (email.to.toLowerCase() === to.toLowerCase() && match(email)) return email;
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
