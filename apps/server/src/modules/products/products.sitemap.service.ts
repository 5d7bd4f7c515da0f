import { BRANDS } from "@bechedaw/shared/constants";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import type { Cursor } from "./products.cursor";
import type { ListCache } from "./products.list-cache";
import { products } from "./products.tables";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

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

const newestFirst = [desc(products.createdAt), desc(products.id)];
const exactCreatedAt = sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Where each file of phones starts: the newest-first position of every `size`-th available
 * phone, from one read of the available phones' index in its order (no sort).
 */
async function findFileStarts(db: Database, size: number): Promise<Cursor[]> {
  const numbered = db
    .select({
      at: exactCreatedAt.as("at"),
      id: products.id,
      n: sql<number>`row_number() OVER (ORDER BY ${products.createdAt} DESC, ${products.id} DESC)`.as(
        "n",
      ),
    })
    .from(products)
    .where(eq(products.status, "available"))
    .as("numbered");
  return db
    .select({ at: numbered.at, id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${size} = 0`)
    .orderBy(numbered.n);
}

/**
 * One file's phones: `size` available phones from a start, newest first, keyset-paged on
 * (created_at, id) through the available phones' index. Placeholders `at`, `id`, `size`.
 */
const phonesFrom = preparedQuery((db) =>
  db
    .select({
      id: products.id,
      lastmod: sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(products)
    .where(
      and(
        eq(products.status, "available"),
        sql`(${products.createdAt}, ${products.id}) <= (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder("size"))
    .prepare("sitemap_phones"),
);

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** What a sitemap is built from: the database, the list cache, the site's address, file size. */
export type SitemapSource = {
  db: Database;
  cache: ListCache;
  publicUrl: string;
  urlsPerFile: number;
};

/**
 * The start of every file of phones, kept in the list cache until a public list changes (a
 * phone listed, sold or deleted), as every file is: a crawler's visits cost no query between.
 */
async function fileStarts(source: SitemapSource): Promise<Cursor[]> {
  const { db, cache, urlsPerFile } = source;
  const page = await cache.get(`sitemap:starts:${urlsPerFile}`, async () => ({
    body: JSON.stringify(await findFileStarts(db, urlsPerFile)),
    nextCursor: undefined,
  }));
  return JSON.parse(page.body) as Cursor[];
}

const cached = (source: SitemapSource, name: string, build: () => Promise<string>) =>
  source.cache
    .get(`sitemap:${source.urlsPerFile}:${source.publicUrl}:${name}`, async () => ({
      body: await build(),
      nextCursor: undefined,
    }))
    .then((page) => page.body);

/** `/sitemap.xml`: an index of the public pages' file and one file per `urlsPerFile` phones. */
export function sitemapIndex(source: SitemapSource): Promise<string> {
  return cached(source, "index", async () => {
    const starts = await fileStarts(source);
    const files = ["pages.xml", ...starts.map((_, i) => `phones-${i + 1}.xml`)];
    const entries = files.map(
      (file) =>
        `<sitemap><loc>${escapeXml(`${source.publicUrl}/sitemaps/${file}`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`;
  });
}

/** `/sitemaps/pages.xml`: home, blogs, search and each brand's page. */
export function pagesSitemap(publicUrl: string): string {
  return urlset(PAGE_PATHS.map((path) => ({ loc: `${publicUrl}${path}` })));
}

/** `/sitemaps/phones-N.xml` (N from 1), or undefined past the last file. */
export async function phonesSitemap(source: SitemapSource, n: number): Promise<string | undefined> {
  const start = (await fileStarts(source))[n - 1];
  if (!start) return undefined;
  return cached(source, `phones-${n}`, async () => {
    const rows = await phonesFrom(source.db).execute({ ...start, size: source.urlsPerFile });
    return urlset(
      rows.map((row) => ({ loc: `${source.publicUrl}/phones/${row.id}`, lastmod: row.lastmod })),
    );
  });
}
