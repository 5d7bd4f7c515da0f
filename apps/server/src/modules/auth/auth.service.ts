import { randomUUID } from "node:crypto";
import type { Role } from "@bechedaw/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Auth } from "./auth";
import { account, pendingSignUp, session, user } from "./auth.tables";
import { newUserId } from "./auth.takeover";

export { hashLinkToken, isTakeoverToken } from "./auth.takeover";

// The sign-in machinery other modules may use: sessions, password hashes, confirmed sign-ups.
// What they may know and change of a user's record is in auth.users*.service.ts.

export type { Auth };

/** Ends every session of a user (signed out everywhere): how many there were. */
export async function deleteSessionsOf(tx: Database, userId: string): Promise<number> {
  const deleted = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return deleted.length;
}

/** The hash of a user's email-and-password sign-in, or null (Google only). */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return credential?.hash ?? null;
}

/** Whether `password` is the one `hash` was made of (Better Auth's hasher, scrypt). */
export async function isPasswordOf(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

/** A new password's hash, as Better Auth stores it. */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

/** Whether a user's email-and-password sign-in takes this password (Google-only: never). */
export async function hasCredentialPassword(
  db: Database,
  auth: Auth,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  return hash !== null && isPasswordOf(auth, hash, password);
}

/**
 * Stores a user's new password hash: on their email-and-password sign-in, or as a new one for
 * an account that had none (Google only), as Better Auth's set-password does.
 */
export async function setPasswordHash(tx: Database, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
  });
}

/** Ends every session of a user but the one of `keepToken`: how many ended. */
export async function deleteOtherSessions(
  tx: Database,
  userId: string,
  keepToken: string,
): Promise<number> {
  const deleted = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return deleted.length;
}

/**
 * Inside a transaction: locks the account holding `email` and answers whether its address is
 * confirmed, its role and the providers it signs in with; undefined when the address is free.
 */
export async function lockUserByEmail(tx: Database, email: string) {
  const [row] = await tx
    .select({ id: user.id, emailVerified: user.emailVerified, role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .for("update");
  if (!row) return undefined;
  const providers = await tx
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, row.id));
  return {
    ...row,
    role: row.role as Role,
    providers: providers.map((provider) => provider.providerId),
  };
}

export type PendingSignUp = typeof pendingSignUp.$inferSelect;

/** Inside a transaction: locks and answers the sign-up waiting on a link's token hash. */
export async function lockPendingSignUp(
  tx: Database,
  tokenHash: string,
): Promise<PendingSignUp | undefined> {
  const [row] = await tx
    .select()
    .from(pendingSignUp)
    .where(eq(pendingSignUp.tokenHash, tokenHash))
    .for("update");
  return row;
}

/**
 * Creates a waiting sign-up's account, its address confirmed (the link proved it), and marks
 * the link used. Answers the new user's id.
 */
export async function createConfirmedAccount(tx: Database, signUp: PendingSignUp): Promise<string> {
  const id = newUserId();
  const now = new Date();
  await tx.insert(user).values({
    id,
    name: signUp.name,
    email: signUp.email,
    emailVerified: true,
    role: signUp.role,
    language: signUp.language,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: signUp.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await tx.update(pendingSignUp).set({ usedAt: now }).where(eq(pendingSignUp.email, signUp.email));
  return id;
}

type CookieToExpire = "session" | "cache";

/**
 * `Set-Cookie` values that expire Better Auth's session cookie and its signed copy of the
 * session (the cookie cache, 5 minutes). Without the copy's expiry, `get-session` would answer
 * the old name and language until it runs out; without the session's, a deleted account's
 * browser would keep a cookie that names nothing.
 */
export async function expiredAuthCookies(auth: Auth, which: CookieToExpire[]): Promise<string[]> {
  const { authCookies } = await auth.$context;
  const cookies = which.map((kind) =>
    kind === "session" ? authCookies.sessionToken : authCookies.sessionData,
  );
  return cookies.map(({ name, attributes }) => {
    const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`];
    if (attributes.httpOnly) parts.push("HttpOnly");
    if (attributes.secure) parts.push("Secure");
    if (attributes.sameSite) parts.push(`SameSite=${capitalize(String(attributes.sameSite))}`);
    return parts.join("; ");
  });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
