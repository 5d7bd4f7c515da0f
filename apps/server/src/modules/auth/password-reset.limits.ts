import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordResetRequest } from "./password-reset.tables";

/** Reset links one address may be sent in an hour. */
const RESET_REQUESTS_PER_ADDRESS = 3;
const WINDOW_SECONDS = 60 * 60;

const hash = (kind: string, value: string) =>
  createHash("sha256").update(`${kind}:${value}`).digest("base64url");

export type ResetSlot = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counts a request for a reset link against its address and its client, within the last hour:
 * allowed (and recorded) while both are under their limits, else refused with the seconds until
 * the oldest counted request leaves the hour. Known and unknown addresses count alike. Advisory
 * locks on both keys make the count and the insert one step across servers.
 */
export async function takeResetRequestSlot(
  db: Database,
  request: { address: string; client: string; perClient: number },
): Promise<ResetSlot> {
  const addressHash = hash("address", request.address.trim().toLowerCase());
  const clientHash = hash("client", request.client);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${addressHash}, 0))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${clientHash}, 0))`);
    const byAddress = eq(passwordResetRequest.addressHash, addressHash);
    const byClient = eq(passwordResetRequest.clientHash, clientHash);
    const [row] = await tx
      .select({
        address: sql<number>`count(*) FILTER (WHERE ${byAddress})::int`,
        addressWait: sql<number>`ceil(extract(epoch FROM min(${passwordResetRequest.createdAt}) FILTER (WHERE ${byAddress}) + make_interval(secs => ${WINDOW_SECONDS}) - now()))::int`,
        client: sql<number>`count(*) FILTER (WHERE ${byClient})::int`,
        clientWait: sql<number>`ceil(extract(epoch FROM min(${passwordResetRequest.createdAt}) FILTER (WHERE ${byClient}) + make_interval(secs => ${WINDOW_SECONDS}) - now()))::int`,
      })
      .from(passwordResetRequest)
      .where(
        and(
          or(byAddress, byClient),
          gt(passwordResetRequest.createdAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
        ),
      );
    const waits = [
      ...(row && row.address >= RESET_REQUESTS_PER_ADDRESS ? [row.addressWait] : []),
      ...(row && row.client >= request.perClient ? [row.clientWait] : []),
    ];
    if (waits.length > 0) {
      return { isAllowed: false, retryAfterSeconds: Math.max(1, ...waits) };
    }
    await tx.insert(passwordResetRequest).values({ id: randomUUID(), addressHash, clientHash });
    return { isAllowed: true };
  });
}

/** Forgets requests older than the hour they count in. */
export async function deleteOldResetRequests(db: Database): Promise<number> {
  const deleted = await db
    .delete(passwordResetRequest)
    .where(
      lt(passwordResetRequest.createdAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
    )
    .returning({ id: passwordResetRequest.id });
  return deleted.length;
}
