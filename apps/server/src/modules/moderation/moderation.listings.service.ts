import {
  PRODUCTS_PAGE_SIZE,
  type ReportKind,
  type ReviewDecisionResponse,
  type ReviewFlag,
  type ReviewItem,
  type ReviewQueueQuery,
  type ReviewReport,
} from "@bechedaw/shared";
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { conflict, notFound } from "../../app-error";
import { endDealsOfRejectedPhone, openDealBuyers } from "../deals";
import { holdRecipients, notify, type Site } from "../notifications";
import { privatePassportColumns, proofUrlsOf, toPrivatePassport } from "../listings";
import { productFlags } from "../listings/listings.flags.tables";
import { productReports, products } from "../listings/listings.tables";
import {
  adminProductColumns,
  cursorOf,
  joinProductDetails,
  toAdminProduct,
  toPage,
} from "../catalogue";

type QueuePart = NonNullable<ReviewQueueQuery["only"]>;

/**
 * The ids of the listings each part of the queue holds, each read from a small source: the
 * held listings' partial index, the unreviewed flags' partial index, the reports' primary key.
 */
const PARTS: Record<QueuePart, () => SQL> = {
  held: () => sql`SELECT ${products.id} FROM ${products} WHERE ${products.status} = 'held'`,
  flagged: () =>
    sql`SELECT ${productFlags.productId} FROM ${productFlags} WHERE ${productFlags.reviewedAt} IS NULL`,
  reported: () => sql`SELECT ${productReports.productId} FROM ${productReports}`,
};

/** The listings of the queue, or of one part of it, that are still there to decide on. */
function inQueue(only: QueuePart | undefined): SQL[] {
  const parts = only === undefined ? Object.values(PARTS) : [PARTS[only]];
  const candidates = sql.join(
    parts.map((part) => part()),
    sql` UNION `,
  );
  return [
    // An array, not `IN (subquery)`: the planner then reads the candidates by primary key
    // rather than hashing them against a scan of every listing.
    sql`${products.id} = ANY (ARRAY(${candidates}))`,
    // A deleted listing keeps its flags as evidence, but there is nothing left to decide.
    sql`${products.status} <> 'deleted'`,
  ];
}

/** How many listings the queue, or one part of it, holds: as many as its pages show. */
export async function countListingQueue(
  db: Database,
  only: QueuePart | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(...inQueue(only)));
  return row?.n ?? 0;
}

/**
 * One page of the queue, newest listing first (created_at DESC, id DESC), keyset-paged: the
 * candidate ids first (a few hundred at most on a live site), then their rows by primary key,
 * so its cost follows the queue's length, not the catalogue's. Placeholders `at`, `id`.
 */
export function listingQueueQuery(db: Database, only: QueuePart | undefined) {
  return joinProductDetails(
    db
      .select({
        ...adminProductColumns,
        exactCreatedAt: sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        rejectionReason: products.rejectionReason,
        sellerBanned: products.sellerBanned,
        ...privatePassportColumns,
      })
      .from(products)
      .$dynamic(),
  )
    .where(
      and(
        ...inQueue(only),
        sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(PRODUCTS_PAGE_SIZE + 1);
}

/** The flags of these listings, oldest raised first. */
async function findFlagsOf(db: Database, ids: string[]) {
  const byProduct = new Map<string, ReviewFlag[]>();
  const rows = await db
    .select()
    .from(productFlags)
    .where(inArray(productFlags.productId, ids))
    .orderBy(productFlags.createdAt, productFlags.kind);
  for (const row of rows) {
    const flag = {
      kind: row.kind,
      details: row.details,
      raisedAt: row.createdAt.toISOString(),
      foundAt: row.updatedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    } as ReviewFlag;
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), flag]);
  }
  return byProduct;
}

/** The reports of these listings, newest first: kind, reason and date, never who. */
async function findReportsOf(db: Database, ids: string[]) {
  const byProduct = new Map<string, ReviewReport[]>();
  const rows = await db
    .select({
      productId: productReports.productId,
      kind: productReports.kind,
      reason: productReports.reason,
      createdAt: productReports.createdAt,
    })
    .from(productReports)
    .where(inArray(productReports.productId, ids))
    .orderBy(desc(productReports.createdAt));
  for (const row of rows) {
    const report = {
      kind: row.kind as ReportKind,
      reason: row.reason,
      date: row.createdAt.toISOString(),
    };
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), report]);
  }
  return byProduct;
}

/**
 * A page of the listings that need an admin (decision 023): held ones, ones with an
 * unreviewed flag, reported ones, or one part of them, with everything needed to judge them.
 */
export async function findListingQueue(
  db: Database,
  query: ReviewQueueQuery,
): Promise<{ items: ReviewItem[]; nextCursor: string | undefined }> {
  const cursor = cursorOf(query.cursor);
  const rows = await listingQueueQuery(db, query.only).execute(cursor);
  const page = toPage(rows, PRODUCTS_PAGE_SIZE);
  const ids = page.rows.map((row) => row.id);
  if (ids.length === 0) return { items: [], nextCursor: undefined };
  const [flags, reports, proofUrls] = await Promise.all([
    findFlagsOf(db, ids),
    findReportsOf(db, ids),
    proofUrlsOf(db, page.rows),
  ]);
  const items = page.rows.map((row) => ({
    ...toAdminProduct(row),
    rejectionReason: row.rejectionReason,
    privatePassport: toPrivatePassport(row, proofUrls),
    flags: flags.get(row.id) ?? [],
    reports: reports.get(row.id) ?? [],
    sellerBanned: row.sellerBanned,
  }));
  return { items, nextCursor: page.nextCursor };
}

/**
 * Locks a listing for an admin's decision: its status, seller and name, or 404. The users the
 * decision will tell are held first: its seller, and with `holdDealBuyers` (a rejection ends the
 * listing's open deals) the buyers of its open deals.
 */
async function lockForDecision(tx: Database, id: string, holdDealBuyers = false) {
  // The seller's row first (the notification references it), then the listing's.
  const seen = await findByUuid(id, (id) =>
    tx.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, id)),
  );
  if (seen) {
    const buyers = holdDealBuyers ? await openDealBuyers(tx, id) : [];
    await holdRecipients(tx, [seen.sellerId, ...buyers]);
  }
  const row = await findByUuid(id, (id) =>
    tx
      .select({ status: products.status, sellerId: products.sellerId, name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .for("update"),
  );
  if (!row || row.status === "deleted") {
    throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  }
  return row;
}

/** Closes the listing's case: marks its unreviewed flags reviewed and dismisses its reports: the counts. */
async function closeModeration(tx: Database, id: string) {
  const reviewed = await tx
    .update(productFlags)
    .set({ reviewedAt: new Date() })
    .where(and(eq(productFlags.productId, id), isNull(productFlags.reviewedAt)))
    .returning({ kind: productFlags.kind });
  const dismissed = await tx
    .delete(productReports)
    .where(eq(productReports.productId, id))
    .returning({ reporterId: productReports.reporterId });
  return { flagsReviewed: reviewed.length, reportsDismissed: dismissed.length };
}

/**
 * Approves a listing: a held or rejected one is published (available); a published or sold one
 * keeps its status. Its flags are marked reviewed and its reports dismissed either way, so it
 * leaves the queue.
 */
export async function approveListing(
  db: Database,
  site: Site,
  id: string,
): Promise<ReviewDecisionResponse> {
  return db.transaction(async (tx) => {
    const { status, sellerId, name } = await lockForDecision(tx, id);
    const isToPublish = status === "held" || status === "rejected";
    if (isToPublish) {
      await tx
        .update(products)
        .set({ status: "available", rejectionReason: null })
        .where(eq(products.id, id));
      // The seller hears of a publication; a published listing's review is no news to them.
      await notify(tx, site, [sellerId], {
        kind: "listing-approved",
        productId: id,
        productName: name,
      });
    }
    const closed = await closeModeration(tx, id);
    return {
      acknowledged: true,
      status: isToPublish ? "available" : (status as ReviewDecisionResponse["status"]),
      ...closed,
    };
  });
}

/**
 * Rejects a listing with a reason its seller reads in My Products: it leaves every public
 * answer at once (the status change bumps the list version), and its open deals end.
 * A sold phone cannot be rejected (409; an admin can delete it). Again on a rejected one: the
 * reason is replaced.
 */
export async function rejectListing(
  db: Database,
  site: Site,
  id: string,
  reason: string,
): Promise<ReviewDecisionResponse> {
  return db.transaction(async (tx) => {
    const { status, sellerId, name } = await lockForDecision(tx, id, true);
    if (status === "sold") {
      throw conflict("PRODUCT_SOLD", "A sold phone cannot be rejected; delete it instead.");
    }
    await tx
      .update(products)
      .set({ status: "rejected", rejectionReason: reason, isAdvertised: false })
      .where(eq(products.id, id));
    const notice = { kind: "listing-rejected" as const, productId: id, productName: name, reason };
    await notify(tx, site, [sellerId], notice);
    await endDealsOfRejectedPhone(tx, site, { id, sellerId });
    return { acknowledged: true, status: "rejected" as const, ...(await closeModeration(tx, id)) };
  });
}
