import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { listVersion } from "../listings/listings.tables";

/**
 * A public list page as sent: its JSON body, the next page's cursor and, for searches, the
 * number of matches.
 */
export type CachedPage = {
  body: string;
  nextCursor: string | undefined;
  count?: string | undefined;
  /** The first phone's photo: a category page preloads it (decision 031). */
  firstImg?: string | undefined;
};

/** The version of the public lists now: it changes with every committed write that changes one. */
export type ListVersionSource = () => string | Promise<string>;

/** Pages kept by a cache unless it is given another number. */
const MAX_PAGES = 2000;

const readVersion = preparedQuery((db) =>
  db
    .select({ version: listVersion.version })
    .from(listVersion)
    .where(eq(listVersion.id, 1))
    .prepare("list_version"),
);

/**
 * The row of `list_version` that changes only when a listing leaves the public lists (deleted,
 * held, rejected, sold, its seller banned), and its channel (migration 0025): the sitemap's key.
 */
const readSitemapVersion = preparedQuery((db) =>
  db
    .select({ version: listVersion.version })
    .from(listVersion)
    .where(eq(listVersion.id, 2))
    .prepare("sitemap_version"),
);

/**
 * Where the version comes from (docs/decisions/011-list-cache.md). Embedded: only this process
 * can write (the data folder is locked), so a counter that the triggers' NOTIFY bumps is exact.
 * PostgreSQL: other servers write too, so every request reads the row (one primary-key read),
 * before the list, so that a page is never kept under a version newer than its rows.
 */
export function listVersionSource(database: DatabaseHandle): Promise<ListVersionSource> {
  return versionSource(database, "list_version", readVersion);
}

/**
 * The sitemap's version, found as the lists' is: it changes when a listing leaves the public
 * lists, on whichever server that happened, so every server builds its sitemap again.
 */
export function sitemapVersionSource(database: DatabaseHandle): Promise<ListVersionSource> {
  return versionSource(database, "sitemap_version", readSitemapVersion);
}

async function versionSource(
  database: DatabaseHandle,
  channel: string,
  read: typeof readVersion,
): Promise<ListVersionSource> {
  if (database.listen) {
    let changes = 0;
    await database.listen(channel, () => {
      changes += 1;
    });
    return () => String(changes);
  }
  return oneReadAtATime(async () => {
    const [row] = await read(database.db).execute();
    return String(row?.version ?? 0);
  });
}

/**
 * Requests that arrive while a read is under way share the next one, which starts when it ends:
 * every request still gets a read begun after it arrived (so it sees every write committed
 * before), and 50 waiting requests cost one query instead of 50.
 */
function oneReadAtATime(read: () => Promise<string>): () => Promise<string> {
  let previous: Promise<unknown> = Promise.resolve();
  let next: Promise<string> | undefined;
  return () => {
    if (next) return next;
    const started = previous.then(() => {
      next = undefined;
      return read();
    });
    next = started;
    previous = started.catch(() => undefined);
    return started;
  };
}

/**
 * Public pages (lists, and phone pages) kept by key until the list version changes; concurrent
 * requests for a missing page share one database query. At most `maxPages` pages, the oldest
 * going first.
 */
export class ListCache {
  readonly #pages = new Map<string, { version: string; page: Promise<CachedPage> }>();
  readonly #version: ListVersionSource;
  readonly #maxPages: number;

  constructor(version: ListVersionSource, maxPages = MAX_PAGES) {
    this.#version = version;
    this.#maxPages = maxPages;
  }

  /** The lists' version now, for a cache of another shape that follows the same writes. */
  version(): Promise<string> {
    return Promise.resolve(this.#version());
  }

  async get(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const version = await this.#version();
    const kept = this.#pages.get(key);
    if (kept?.version === version) return kept.page;
    const page = load();
    this.#pages.delete(key);
    this.#pages.set(key, { version, page });
    if (this.#pages.size > this.#maxPages) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    // A failed load is not kept: the next request tries again.
    page.catch(() => {
      if (this.#pages.get(key)?.page === page) this.#pages.delete(key);
    });
    return page;
  }
}
