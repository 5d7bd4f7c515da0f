import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Role } from "@bechedaw/shared";
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { countInWindow } from "../limits";
import { queueEmail, type MailLanguage } from "../mail";
import { takeoverEmailContent, verifyEmailUrl } from "./auth.emails";
import { pendingSignUp } from "./auth.tables";

/** How long a link that confirms an address works: a day (docs/decisions/026). */
export const EMAIL_LINK_SECONDS = 24 * 60 * 60;

const ID_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A user id in Better Auth's own form: 32 letters and digits. */
export function newUserId(): string {
  return Array.from({ length: 32 }, () => ID_LETTERS[randomInt(ID_LETTERS.length)]).join("");
}

/** What is kept of a link's token: its SHA-256, so a copy of the database opens nothing. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a link's token is one of ours (Better Auth's are JWTs, with two dots). */
export function isTakeoverToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export type NewSignUp = {
  email: string;
  name: string;
  role: Exclude<Role, "Admin">;
  language: MailLanguage | undefined;
  passwordHash: string;
};

/** Takeover emails one address may be sent in an hour, whoever signs up with it. */
const TAKEOVER_EMAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A sign-up with the address of an account that was never confirmed: keeps it aside and emails
 * the address a link that makes it the address's account (replacing an earlier one for the
 * same address). The old account is not touched here. Past `TAKEOVER_EMAILS_PER_HOUR` for the
 * address (counted in the shared limits table) it does nothing at all, so the links already sent
 * keep working; the caller answers as if it had.
 */
export async function startTakeover(db: Database, baseUrl: string, signUp: NewSignUp) {
  // The address as a hash: the limits table holds no email addresses.
  const address = createHash("sha256").update(signUp.email).digest("hex");
  const sent = await countInWindow(db, `takeover-email:${address}`, HOUR_MS);
  if (sent > TAKEOVER_EMAILS_PER_HOUR) return;
  const token = randomBytes(32).toString("base64url");
  const row = {
    ...signUp,
    language: signUp.language ?? null,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + EMAIL_LINK_SECONDS * 1000),
    usedAt: null,
    createdAt: new Date(),
  };
  const language = signUp.language ?? "en";
  await db.transaction(async (tx) => {
    await tx
      .insert(pendingSignUp)
      .values(row)
      .onConflictDoUpdate({
        target: pendingSignUp.email,
        set: {
          name: row.name,
          role: row.role,
          language: row.language,
          passwordHash: row.passwordHash,
          tokenHash: row.tokenHash,
          expiresAt: row.expiresAt,
          usedAt: null,
          createdAt: row.createdAt,
        },
      });
    const url = verifyEmailUrl(baseUrl, token);
    await queueEmail(tx, signUp.email, language, takeoverEmailContent(language, url));
  });
}

/** Deletes sign-ups whose link has expired; returns how many. */
export async function purgeExpiredSignUps(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(pendingSignUp)
    .where(lt(pendingSignUp.expiresAt, now))
    .returning({ email: pendingSignUp.email });
  return deleted.length;
}
