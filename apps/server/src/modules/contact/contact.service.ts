import { createHash } from "node:crypto";
import type { ContactMessage } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../app-error";
import { findAdminRecipients } from "../auth";
import { countInWindow } from "../limits";
import { queueEmail, type EmailContent, type MailLanguage } from "../mail";

/** Messages one client address, and one sender's address, may send in an hour. */
export const CONTACT_MESSAGES_PER_HOUR = 3;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

const hashed = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}:${value}`).digest("hex");

/** The email an admin gets, in their language: who wrote, from which address, and what. */
function emailOf(message: ContactMessage, language: MailLanguage): EmailContent {
  if (language === "bn") {
    return {
      subject: `যোগাযোগ পাতা থেকে বার্তা: ${message.name}`,
      greeting: "প্রিয় অ্যাডমিন,",
      paragraphs: [
        `${message.name} (${message.email}) যোগাযোগ পাতা থেকে লিখেছেন:`,
        message.message,
      ],
      note: "উত্তর দিতে তাঁর ঠিকানায় লিখুন। ঠিকানাটি তিনি নিজে লিখেছেন, BecheDaw তা যাচাই করেনি।",
    };
  }
  return {
    subject: `Contact page message from ${message.name}`,
    greeting: "Hello admin,",
    paragraphs: [
      `${message.name} (${message.email}) wrote through the Contact page:`,
      message.message,
    ],
    note: "Answer by writing to their address. They typed it themselves; BecheDaw did not check it.",
  };
}

/**
 * Sends a message from the Contact page to every admin by email, in each admin's language. At
 * most `CONTACT_MESSAGES_PER_HOUR` an hour from one client and for one sender's address
 * (counted in the shared limits table, as hashes): beyond, 429 and nothing sent.
 */
export async function sendContactMessage(
  db: Database,
  message: ContactMessage,
  client: string,
): Promise<void> {
  const counts = [
    await countInWindow(
      db,
      `contact-client:${hashed("client", client)}`,
      CONTACT_WINDOW_SECONDS * 1000,
    ),
    await countInWindow(
      db,
      `contact-address:${hashed("address", message.email.toLowerCase())}`,
      CONTACT_WINDOW_SECONDS * 1000,
    ),
  ];
  if (counts.some((count) => count > CONTACT_MESSAGES_PER_HOUR)) {
    throw new AppError("RATE_LIMITED", "Too many messages from here; try again in an hour.");
  }
  const admins = await findAdminRecipients(db);
  await db.transaction(async (tx) => {
    for (const admin of admins) {
      await queueEmail(tx, admin.email, admin.language, emailOf(message, admin.language));
    }
  });
}
