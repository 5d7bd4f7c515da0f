import type { Role } from "@bechedaw/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { LoadSessionUser, SessionUser } from "../../plugins/auth";
import { type Auth, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./auth";
import * as tables from "./auth.tables";

/** How many signed credentials one server remembers as genuine (about 150 bytes each). */
const MAX_KNOWN_CREDENTIALS = 10_000;

/** A live session's user as the database has them now: one indexed query, prepared once. */
function currentSessionUserQuery(db: Database) {
  return db
    .select({
      id: tables.user.id,
      name: tables.user.name,
      email: tables.user.email,
      role: tables.user.role,
      verified: tables.user.verified,
      emailVerified: tables.user.emailVerified,
      expiresAt: tables.session.expiresAt,
    })
    .from(tables.session)
    .innerJoin(tables.user, eq(tables.user.id, tables.session.userId))
    .where(
      and(
        eq(tables.session.token, sql.placeholder("token")),
        gt(tables.session.expiresAt, sql`now()`),
        // A ban deletes the sessions; this also refuses one a sign-in racing the ban made.
        isNull(tables.user.bannedAt),
      ),
    )
    .prepare("current_session_user");
}

function tryDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What a request signs in with, as sent: a bearer token (Better Auth's bearer plugin prefers
 * it) or the signed session cookie, and the session token it names (the part before the dot).
 */
function credentialOf(headers: Headers, cookieName: string) {
  const authorization = headers.get("authorization") ?? "";
  const bearer = /^bearer\s+(\S+)/i.exec(authorization)?.[1];
  const cookie = headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  const raw = bearer ?? cookie;
  if (!raw) return null;
  const token = tryDecode(raw).split(".")[0];
  if (!token) return null;
  return { key: `${bearer ? "bearer" : "cookie"} ${raw}`, token };
}

/**
 * The plugins' view of a session: the signed-in user of a request's headers, or null.
 *
 * The first time a credential (signed cookie or bearer token) comes in, Better Auth checks it
 * (its signature, and the session, from its cookie cache when the request carries one). This
 * server then remembers that exact credential as genuine, so later requests skip Better Auth's
 * signature checks (Web Crypto, about a millisecond each here). Either way one query, by the
 * session token's index, reads the session and its user as the database has them now: a
 * sign-out, a deleted account or a changed role counts from the very next request, on every
 * server. A session due for its daily renewal goes through Better Auth, which renews it.
 */
export function sessionUserLoader(auth: Auth, db: Database): LoadSessionUser {
  const currentSessionUser = currentSessionUserQuery(db);
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  const knownCredentials = new Set<string>();

  const remember = (key: string) => {
    if (knownCredentials.size >= MAX_KNOWN_CREDENTIALS) {
      const oldest = knownCredentials.values().next().value;
      if (oldest !== undefined) knownCredentials.delete(oldest);
    }
    knownCredentials.add(key);
  };
  const isDueForRenewal = (expiresAt: Date) =>
    expiresAt.getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 <=
    Date.now();

  /** The session's user now, or null (signed out, expired, deleted) and whether it is due for renewal. */
  async function readCurrent(token: string) {
    const [row] = await currentSessionUser.execute({ token });
    if (!row) return null;
    const { expiresAt, ...user } = row;
    const sessionUser: SessionUser = { ...user, role: user.role as Role, sessionToken: token };
    return { sessionUser, isDueForRenewal: isDueForRenewal(expiresAt) };
  }

  return async (headers) => {
    const credential = credentialOf(headers, await cookieName);
    if (!credential) return null;
    if (knownCredentials.has(credential.key)) {
      const current = await readCurrent(credential.token);
      if (!current) {
        knownCredentials.delete(credential.key);
        return null;
      }
      if (!current.isDueForRenewal) return current.sessionUser;
    }
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    // Remember the credential only when it names the very session Better Auth accepted.
    if (result.session.token === credential.token) remember(credential.key);
    return (await readCurrent(result.session.token))?.sessionUser ?? null;
  };
}
