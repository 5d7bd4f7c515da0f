import type { ProductReport, ReportKind, ReportedProduct } from "@bechedaw/shared";
import { count, desc, eq, inArray, max, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userColumns } from "../auth";
import { imageColumns } from "../images";
import { adminProductColumns, joinProductDetails, toAdminProduct } from "../catalogue";
import { loadProduct } from "../listings";
import { productReports, products } from "../listings/listings.tables";

/**
 * Reported products in the usual product shape with their count of reports, most reported
 * first, then the most recently reported. The order is the groups' (no index can give it): the
 * database sorts the reported products, never the tables.
 */
export function reportedProductsQuery(db: Database) {
  const reportCount = count(productReports.reporterId);
  const lastReportAt = max(productReports.createdAt);
  const query = db
    .select({ ...adminProductColumns, reportCount })
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .$dynamic();
  return (
    joinProductDetails(query)
      // A deleted listing's reports stay as evidence, but there is nothing left to act on.
      .where(ne(products.status, "deleted"))
      .groupBy(products.id, imageColumns.id, userColumns.id)
      .orderBy(desc(reportCount), desc(lastReportAt), desc(products.id))
  );
}

/** The reports of these products, through the primary key (product first), in no order. */
export function reportsOfQuery(db: Database, productIds: string[]) {
  return db
    .select({
      productId: productReports.productId,
      kind: productReports.kind,
      reason: productReports.reason,
      createdAt: productReports.createdAt,
    })
    .from(productReports)
    .where(inArray(productReports.productId, productIds));
}

/** Each product's reports, newest first (a product has a handful: they are sorted here). */
async function findReportsOf(db: Database, productIds: string[]) {
  const byProduct = new Map<string, ProductReport[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await reportsOfQuery(db, productIds);
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const row of rows) {
    const reports = byProduct.get(row.productId) ?? [];
    reports.push({
      kind: row.kind as ReportKind,
      reason: row.reason,
      date: row.createdAt.toISOString(),
    });
    byProduct.set(row.productId, reports);
  }
  return byProduct;
}

/**
 * Every reported product, sold ones included, most reported first, then the most recently
 * reported. Reports say why and when, never who.
 */
export async function findReportedProducts(db: Database): Promise<ReportedProduct[]> {
  const rows = await reportedProductsQuery(db);
  const reports = await findReportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toAdminProduct(row),
    reportCount: row.reportCount,
    reports: reports.get(row.id) ?? [],
  }));
}

/** Dismisses a product's reports (they may be made again): how many were removed. */
export async function dismissReports(db: Database, productId: string): Promise<number> {
  await loadProduct(db, productId);
  const deleted = await db
    .delete(productReports)
    .where(eq(productReports.productId, productId))
    .returning({ productId: productReports.productId });
  return deleted.length;
}
