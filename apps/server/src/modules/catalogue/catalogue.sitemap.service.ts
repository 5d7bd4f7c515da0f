import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { BRANDS } from "@bechedaw/shared/constants";
import { and, desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import type { Cursor } from "./catalogue.cursor";
import { FIRST_PAGE } from "./catalogue.lists.service";
import { isListed, products } from "../listings/listings.tables";

const gzip = promisify(zlib.gzip);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/**
 * Phones read per query while building: PGlite runs a query on the server's one thread, so
 * each holds it only for some milliseconds and other requests are answered in between.
 */
const WALK_PAGE_SIZE = 1000;

/** The public pages that are no record of their own (decision 016: browsing is open). */
const PAGE_PATHS = ["/", "/blogs", "/phones", ...BRANDS.map((brand) => `/category/${brand}`)];

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/**
 * Available phones after a position, newest first, keyset-paged on (created_at, id) through
 * the available phones' index in its order. Placeholders `at`, `id`, `size`.
 */
const availablePhonesAfter = preparedQuery((db) =>
  db
    .select({
      id: products.id,
      // The exact (microsecond) timestamp for the next page's position, in UTC.
      at: sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(products)
    .where(
      and(
        isListed(),
        sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder("size"))
    .prepare("sitemap_available_phones"),
);

/**
 * Every available phone, newest first, a page of rows at a time. Between pages it lets the
 * event loop turn: PGlite answers from the same thread without one, so the walk would
 * otherwise hold every other request until its end.
 */
async function* availablePhones(db: Database) {
  let after: Cursor = FIRST_PAGE;
  for (;;) {
    await nextTurn();
    const rows = await availablePhonesAfter(db).execute({ ...after, size: WALK_PAGE_SIZE });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < WALK_PAGE_SIZE || !last) return;
    after = { at: last.at, id: last.id };
  }
}

/** A sitemap file as sent: its XML, and gzipped once for the crawlers that take gzip. */
export type SitemapFile = { xml: string; gzipped: Buffer };

/** `/sitemap.xml` (the index), `/sitemaps/pages.xml` and `/sitemaps/phones-N.xml` from 1. */
export type Sitemap = { index: SitemapFile; pages: SitemapFile; phones: SitemapFile[] };

async function fileOf(xml: string): Promise<SitemapFile> {
  // zlib's thread pool, not the event loop, compresses the megabytes of a big file.
  return { xml, gzipped: await gzip(xml) };
}

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
}

function urlset(entries: string[]): string {
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * The whole sitemap at `publicUrl`: the public pages, and every available phone with its
 * listing date in files of `urlsPerFile` (the protocol allows 50,000), read in one keyset walk.
 */
async function buildSitemap(
  db: Database,
  publicUrl: string,
  urlsPerFile: number,
): Promise<Sitemap> {
  const phoneFiles: string[] = [];
  let entries: string[] = [];
  for await (const rows of availablePhones(db)) {
    for (const row of rows) {
      // To the second: "2026-11-23T16:20:00Z".
      const lastmod = `${row.at.slice(0, 19)}Z`;
      entries.push(urlEntry(`${publicUrl}/phones/${row.id}`, lastmod));
      if (entries.length === urlsPerFile) {
        phoneFiles.push(urlset(entries));
        entries = [];
      }
    }
  }
  if (entries.length > 0) phoneFiles.push(urlset(entries));
  const files = ["pages.xml", ...phoneFiles.map((_, i) => `phones-${i + 1}.xml`)];
  const index = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>`,
  );
  const [indexFile, pagesFile, ...phones] = await Promise.all([
    fileOf(
      `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${index.join("\n")}\n</sitemapindex>\n`,
    ),
    fileOf(urlset(PAGE_PATHS.map((path) => urlEntry(`${publicUrl}${path}`)))),
    ...phoneFiles.map(fileOf),
  ]);
  return { index: indexFile, pages: pagesFile, phones };
}

/**
 * The sitemap, built at most once per `maxAgeSeconds` for each public address (one, or the
 * few trusted defaults without BASE_URL): crawlers' visits cost no query in between, and
 * concurrent ones share one build. A new phone shows up in it within that time; a phone that
 * leaves the public lists changes `version` (on any server), and the next visit builds it again.
 */
export class SitemapCache {
  readonly #built = new Map<string, { at: number; version: string; sitemap: Promise<Sitemap> }>();
  readonly #db: Database;
  readonly #options: { urlsPerFile: number; maxAgeSeconds: number };
  readonly #version: () => string | Promise<string>;

  constructor(
    db: Database,
    options: { urlsPerFile: number; maxAgeSeconds: number },
    version: () => string | Promise<string> = () => "",
  ) {
    this.#db = db;
    this.#options = options;
    this.#version = version;
  }

  async get(publicUrl: string): Promise<Sitemap> {
    // Read before the build starts: a build is never kept under a version newer than its rows.
    const version = await this.#version();
    const kept = this.#built.get(publicUrl);
    const isFresh = kept && Date.now() - kept.at < this.#options.maxAgeSeconds * 1000;
    if (kept && isFresh && kept.version === version) return kept.sitemap;
    const sitemap = buildSitemap(this.#db, publicUrl, this.#options.urlsPerFile);
    this.#built.set(publicUrl, { at: Date.now(), version, sitemap });
    // A failed build is not kept: the next request tries again.
    sitemap.catch(() => {
      if (this.#built.get(publicUrl)?.sitemap === sitemap) this.#built.delete(publicUrl);
    });
    return sitemap;
  }
}
