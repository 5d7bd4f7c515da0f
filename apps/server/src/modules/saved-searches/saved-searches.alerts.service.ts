import { savedSearchPath } from "@bechedaw/shared";
import { and, asc, desc, eq, inArray, ne, not, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findMailRecipients, joinUser, userColumns } from "../auth";
import { queueEmail } from "../mail";
import {
  holdRecipients,
  notificationEmail,
  notifyInApp,
  usersWithEmailOff,
  type Site,
} from "../notifications";
import { isListed, products } from "../listings/listings.tables";
import { digestEmail } from "./saved-searches.emails";
import { savedSearchMatches, savedSearchQueue, savedSearches } from "./saved-searches.tables";

// The alerts of saved searches (docs/decisions/043-saved-searches.md): listings that became
// public wait in `saved_search_queue`; a task on the leader matches them, writes each match
// once (its key), a notification and, as each search chose, an email, and deletes them from the
// queue, all in one transaction. A crash before the commit leaves the queue as it was.

/** How many waiting listings one run matches, and how many searches' digests one run sends. */
const BATCH = 100;
/** The most phones one digest names; the search's page has them all. */
const DIGEST_PHONES = 20;
const KIND = "saved-search-match" as const;

/** The search was never emailed, or not for a day: it may have another email now. */
const emailDue = sql`(${savedSearches.lastEmailedAt} IS NULL OR ${savedSearches.lastEmailedAt} <= now() - interval '1 day')`;

/**
 * The active saved searches (not paused, not the seller's own) that listing `productId`
 * matches, if it is public now: one query over every saved search, testing each column a search
 * set (see searchSelection in the catalogue) against the listing's own.
 */
export function matchingSearchesQuery(db: Database, productId: string) {
  const filter = (column: unknown, test: ReturnType<typeof sql>) =>
    sql`(${column} IS NULL OR ${test})`;
  const query = db
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      search: savedSearches.search,
      email: savedSearches.email,
      productName: products.name,
    })
    .from(products)
    .$dynamic();
  return joinUser(query, products.sellerId)
    .innerJoin(
      savedSearches,
      and(
        not(savedSearches.paused),
        ne(savedSearches.userId, products.sellerId),
        filter(savedSearches.brand, sql`${savedSearches.brand} = ${products.brand}`),
        filter(savedSearches.minPrice, sql`${products.resalePrice} >= ${savedSearches.minPrice}`),
        filter(savedSearches.maxPrice, sql`${products.resalePrice} <= ${savedSearches.maxPrice}`),
        filter(savedSearches.location, sql`${savedSearches.location} = ${products.location}`),
        filter(savedSearches.condition, sql`${savedSearches.condition} = ${products.condition}`),
        filter(savedSearches.storage, sql`${savedSearches.storage} = ${products.storage}`),
        filter(savedSearches.sellerId, sql`${savedSearches.sellerId} = ${products.sellerId}`),
        filter(
          savedSearches.textQuery,
          sql`${products.searchVector} @@ ${savedSearches.textQuery}`,
        ),
        sql`(NOT ${savedSearches.verified} OR ${userColumns.verified})`,
      ),
    )
    .where(and(eq(products.id, productId), isListed()));
}

type Match = Awaited<ReturnType<typeof matchingSearchesQuery>>[number] & { productId: string };

/**
 * Matches the listings waiting in the queue (at most BATCH, skipping those another server
 * holds) against the saved searches; how many it took. Runs on the leader (scheduleEvery).
 */
export async function matchWaitingListings(db: Database, site: Site): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ productId: savedSearchQueue.productId })
      .from(savedSearchQueue)
      .orderBy(asc(savedSearchQueue.queuedAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (waiting.length === 0) return 0;
    const found: Match[] = [];
    for (const { productId } of waiting) {
      const matches = await matchingSearchesQuery(tx, productId);
      found.push(...matches.map((match) => ({ ...match, productId })));
    }
    if (found.length > 0) await alert(tx, site, found);
    await tx.delete(savedSearchQueue).where(
      inArray(
        savedSearchQueue.productId,
        waiting.map((row) => row.productId),
      ),
    );
    return waiting.length;
  });
}

/** Matches every waiting listing, a batch at a time (a burst, or after a pause of the leader). */
export async function matchAllWaiting(db: Database, site: Site): Promise<void> {
  while ((await matchWaitingListings(db, site)) === BATCH);
}

/** Records the matches; those new (never matched before) notify, and email if instant. */
async function alert(tx: Database, site: Site, found: Match[]) {
  await holdRecipients(
    tx,
    found.map((match) => match.userId),
  );
  const written = await tx
    .insert(savedSearchMatches)
    .values(
      found.map((match) => ({
        savedSearchId: match.searchId,
        productId: match.productId,
        awaitsDigest: match.email === "daily",
      })),
    )
    .onConflictDoNothing()
    .returning({
      savedSearchId: savedSearchMatches.savedSearchId,
      productId: savedSearchMatches.productId,
    });
  const isNew = new Set(written.map((row) => `${row.savedSearchId}|${row.productId}`));
  const fresh = found.filter((match) => isNew.has(`${match.searchId}|${match.productId}`));
  await notifyInApp(
    tx,
    fresh.map((match) => ({
      userId: match.userId,
      kind: KIND,
      productId: match.productId,
      productName: match.productName,
      reason: match.name,
      searchPath: savedSearchPath(match.search),
    })),
  );
  await emailInstantly(
    tx,
    site,
    fresh.filter((match) => match.email === "instant"),
  );
}

/** An email for each instant search with a new match, unless it had one in the last day. */
async function emailInstantly(tx: Database, site: Site, matches: Match[]) {
  const firstOfSearch = new Map<string, Match>();
  for (const match of matches) {
    if (!firstOfSearch.has(match.searchId)) firstOfSearch.set(match.searchId, match);
  }
  if (firstOfSearch.size === 0) return;
  const recipients = await findMailRecipients(tx, [
    ...new Set([...firstOfSearch.values()].map((match) => match.userId)),
  ]);
  const off = await usersWithEmailOff(tx, recipients, KIND);
  for (const match of firstOfSearch.values()) {
    const recipient = recipients.find((one) => one.id === match.userId);
    if (!recipient || off.has(recipient.id)) continue;
    // Taken only if a day has passed: two servers or runs cannot both send one.
    const [due] = await tx
      .update(savedSearches)
      .set({ lastEmailedAt: sql`now()` })
      .where(and(eq(savedSearches.id, match.searchId), emailDue))
      .returning({ id: savedSearches.id });
    if (!due) continue;
    const url = new URL(savedSearchPath(match.search), site.baseUrl).href;
    const values = { name: recipient.name, phone: match.productName, reason: match.name };
    const content = notificationEmail(recipient.language, KIND, values, url);
    await queueEmail(tx, recipient.email, recipient.language, content);
  }
}

/**
 * Sends the daily digests that are due: each daily search with matches not yet in a digest and
 * no email in the last day gets one, naming its new phones still on offer. How many it sent.
 */
export async function sendDailyDigests(db: Database, site: Site): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: savedSearches.id,
        userId: savedSearches.userId,
        name: savedSearches.name,
        search: savedSearches.search,
      })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.email, "daily"),
          not(savedSearches.paused),
          emailDue,
          sql`EXISTS (SELECT 1 FROM ${savedSearchMatches} WHERE ${savedSearchMatches.savedSearchId} = ${savedSearches.id} AND ${savedSearchMatches.awaitsDigest})`,
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const recipients = await findMailRecipients(tx, [...new Set(due.map((one) => one.userId))]);
    const off = await usersWithEmailOff(tx, recipients, KIND);
    let sent = 0;
    for (const search of due) {
      const matched = await tx
        .update(savedSearchMatches)
        .set({ awaitsDigest: false })
        .where(
          and(eq(savedSearchMatches.savedSearchId, search.id), savedSearchMatches.awaitsDigest),
        )
        .returning({ productId: savedSearchMatches.productId });
      const recipient = recipients.find((one) => one.id === search.userId);
      if (!recipient || off.has(recipient.id)) continue;
      const phones = await tx
        .select({ id: products.id, name: products.name, price: products.resalePrice })
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              matched.map((row) => row.productId),
            ),
            isListed(),
          ),
        )
        .orderBy(desc(products.createdAt))
        .limit(DIGEST_PHONES + 1);
      if (phones.length === 0) continue;
      await tx
        .update(savedSearches)
        .set({ lastEmailedAt: sql`now()` })
        .where(eq(savedSearches.id, search.id));
      const url = (path: string) => new URL(path, site.baseUrl).href;
      const content = digestEmail(recipient, search.name, {
        phones: phones
          .slice(0, DIGEST_PHONES)
          .map((phone) => ({ ...phone, url: url(`/phones/${phone.id}`) })),
        more: phones.length > DIGEST_PHONES,
        searchUrl: url(savedSearchPath(search.search)),
      });
      await queueEmail(tx, recipient.email, recipient.language, content);
      sent += 1;
    }
    return sent;
  });
}
