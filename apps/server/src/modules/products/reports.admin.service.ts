import type { ProductReport, ReportedProduct } from "@bechedaw/shared";
import { count, desc, eq, inArray, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { user } from "../auth/auth.tables";
import { images } from "../images/images.tables";
import { UUID_PATTERN } from "./products.cursor";
import { productColumns, toProduct } from "./products.queries";
import { productReports, products } from "./products.tables";

/** Reported products in the usual product shape, with the count of reports and their reasons. */
async function selectReported(db: Database) {
  const reportCount = count(productReports.reporterId);
  const lastReportAt = max(productReports.createdAt);
  return db
    .select({ ...productColumns, reportCount })
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .innerJoin(user, eq(user.id, products.sellerId))
    .innerJoin(images, eq(images.id, products.imageId))
    .groupBy(products.id, images.id, user.id)
    .orderBy(desc(reportCount), desc(lastReportAt), desc(products.id));
}

async function findReportsOf(db: Database, productIds: string[]) {
  const byProduct = new Map<string, ProductReport[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productReports.productId,
      reason: productReports.reason,
      createdAt: productReports.createdAt,
    })
    .from(productReports)
    .where(inArray(productReports.productId, productIds))
    .orderBy(desc(productReports.createdAt));
  for (const row of rows) {
    const reports = byProduct.get(row.productId) ?? [];
    reports.push({ reason: row.reason, date: row.createdAt.toISOString() });
    byProduct.set(row.productId, reports);
  }
  return byProduct;
}

/**
 * Every reported product, sold ones included, most reported first, then the most recently
 * reported. Reports say why and when, never who.
 */
export async function findReportedProducts(db: Database): Promise<ReportedProduct[]> {
  const rows = await selectReported(db);
  const reports = await findReportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toProduct(row),
    reportCount: row.reportCount,
    reports: reports.get(row.id) ?? [],
  }));
}

/** Dismisses a product's reports (they may be made again): how many were removed. */
export async function dismissReports(db: Database, productId: string): Promise<number> {
  if (!UUID_PATTERN.test(productId)) throw notFound("No product with this id.");
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound("No product with this id.");
  const deleted = await db
    .delete(productReports)
    .where(eq(productReports.productId, productId))
    .returning({ productId: productReports.productId });
  return deleted.length;
}
