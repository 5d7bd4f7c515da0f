import type { SiteFigures } from "@bechedaw/shared";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "../auth/auth.tables";
import { isListed, products } from "../listings/listings.tables";

/** The home page's figures, each one count in the database. */
export async function countSiteFigures(db: Database): Promise<SiteFigures> {
  const [forSale] = await db.select({ n: count() }).from(products).where(isListed());
  const [sold] = await db
    .select({ n: count() })
    .from(products)
    .where(sql`${products.status} = 'sold' AND NOT ${products.sellerBanned}`);
  const [sellers] = await db
    .select({ n: count() })
    .from(user)
    .where(and(eq(user.role, "Seller"), isNull(user.bannedAt)));
  return { phonesForSale: forSale?.n ?? 0, sellers: sellers?.n ?? 0, phonesSold: sold?.n ?? 0 };
}
