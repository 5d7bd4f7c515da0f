import { randomUUID } from "node:crypto";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedSearchParams,
  savedSearchPath,
  type SavedSearch,
  type SavedSearchEmail,
  type createSavedSearchSchema,
  type updateSavedSearchSchema,
} from "@bechedaw/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, conflict, notFound } from "../../app-error";
import type { Database } from "../../db/client";
import { isUuid } from "../../db/uuid";
import { searchSelection, type ProductSearch } from "../catalogue";
import { savedSearchMatches, savedSearches } from "./saved-searches.tables";

// A user's saved searches. Every query names the owner: another user's search is unknown (404).

type NewSavedSearch = z.output<typeof createSavedSearchSchema>;
type SavedSearchChanges = z.output<typeof updateSavedSearchSchema>;

const notYours = () => notFound("SAVED_SEARCH_NOT_FOUND", SAVED_SEARCH_MESSAGES.notFound);

/** What a search selects, in the saved search's own columns (see saved-searches.tables.ts). */
function selectionColumns(search: ProductSearch) {
  const selection = searchSelection(search);
  if (selection === null) {
    const message = "category names no brand: nothing would ever match this search.";
    throw new AppError("VALIDATION_ERROR", message, [{ path: "body/search/category", message }]);
  }
  const { textQuery, ...filters } = selection;
  return { ...filters, textQuery: textQuery ?? sql`NULL` };
}

function toSavedSearch(row: typeof savedSearches.$inferSelect): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    search: row.search,
    path: savedSearchPath(row.search),
    email: row.email as SavedSearchEmail,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    lastEmailedAt: row.lastEmailedAt?.toISOString() ?? null,
  };
}

/** The user's saved searches, oldest first (the order they were saved in). */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Saves a search for the user, at most MAX_SAVED_SEARCHES of them. */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: NewSavedSearch,
): Promise<SavedSearch> {
  const columns = selectionColumns({ ...input.search, cursor: undefined });
  return db.transaction(async (tx) => {
    // Two saves at once by one user are counted one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`saved:${userId}`}, 0))`);
    const [saved] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((saved?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw conflict("SAVED_SEARCHES_FULL", SAVED_SEARCH_MESSAGES.full);
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        id: randomUUID(),
        userId,
        name: input.name,
        search: savedSearchParams(input.search),
        email: input.email,
        ...columns,
      })
      .returning();
    if (!row) throw new Error("saved search not written");
    return toSavedSearch(row);
  });
}

/** Renames, pauses or resumes a saved search of the user's, or changes its emails. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: SavedSearchChanges,
): Promise<SavedSearch> {
  if (!isUuid(id)) throw notYours();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set(changes)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    if (!row) throw notYours();
    // Matches waiting for a digest go only to a search that still wants one.
    if (row.email !== "daily") {
      await tx
        .update(savedSearchMatches)
        .set({ awaitsDigest: false })
        .where(and(eq(savedSearchMatches.savedSearchId, id), savedSearchMatches.awaitsDigest));
    }
    return toSavedSearch(row);
  });
}

/** Deletes a saved search of the user's (and what it matched: its notifications stay). */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notYours();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notYours();
}
