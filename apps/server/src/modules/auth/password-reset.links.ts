import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Auth } from "./auth";
import { user } from "./auth.tables";
import { passwordResetLink } from "./password-reset.tables";

/** A reset link works for an hour. */
export const RESET_LINK_SECONDS = 60 * 60;
/** After its hour a link's row is kept this long, so the page can still say "expired". */
const EXPIRED_LINK_KEPT_DAYS = 7;

/** Better Auth's name for a reset token in its `verification` table. */
const resetIdentifier = (token: string) => `reset-password:${token}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Records a link just sent (in the transaction that queues its email). */
export async function recordResetLink(tx: Database, token: string, userId: string): Promise<void> {
  const expiresAt = new Date(Date.now() + RESET_LINK_SECONDS * 1000);
  await tx.insert(passwordResetLink).values({ tokenHash: hashToken(token), userId, expiresAt });
}

export type ResetLinkState =
  { state: "usable"; userId: string; email: string } | { state: "used" | "expired" | "invalid" };

/**
 * What a reset link is now: usable (for this user), used already, expired, or never sent (a
 * token changed or cut short). A link is used when Better Auth's row for it is gone while its
 * hour still runs: a reset consumes that row in the transaction that sets the password.
 */
export async function findResetLinkState(
  db: Database,
  auth: Auth,
  token: string,
): Promise<ResetLinkState> {
  const [link] = await db
    .select({
      userId: passwordResetLink.userId,
      email: user.email,
      isExpired: sql<boolean>`${passwordResetLink.expiresAt} <= now()`,
    })
    .from(passwordResetLink)
    .innerJoin(user, eq(user.id, passwordResetLink.userId))
    .where(eq(passwordResetLink.tokenHash, hashToken(token)));
  if (!link) return { state: "invalid" };
  if (link.isExpired) return { state: "expired" };
  const context = await auth.$context;
  const pending = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
  if (!pending || pending.value !== link.userId) return { state: "used" };
  return { state: "usable", userId: link.userId, email: link.email };
}

/** Forgets links a week past their hour: they answer "invalid" from then on. */
export async function deleteOldResetLinks(db: Database): Promise<number> {
  const deleted = await db
    .delete(passwordResetLink)
    .where(
      lt(
        passwordResetLink.expiresAt,
        sql`now() - make_interval(days => ${EXPIRED_LINK_KEPT_DAYS})`,
      ),
    )
    .returning({ tokenHash: passwordResetLink.tokenHash });
  return deleted.length;
}
