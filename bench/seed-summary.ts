// What a seeded database holds, counted from its tables.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { user } from "../apps/server/src/modules/auth/auth.tables";
import { bookings } from "../apps/server/src/modules/deals/deals.bookings.tables";
import { dealMessages, reviews } from "../apps/server/src/modules/deals/deals.talk.tables";
import { productFlags } from "../apps/server/src/modules/listings/listings.flags.tables";
import { productReports, products } from "../apps/server/src/modules/listings/listings.tables";
import { verificationRequests } from "../apps/server/src/modules/verification/verification.tables";

export type SeedSummary = {
  seconds: number;
  phones: number;
  sellers: number;
  buyers: number;
  bookings: number;
  reports: number;
  advertised: number;
  sold: number;
  /** Phones of seller 0, the busiest seller (My Products). */
  busiestSellerPhones: number;
  /** Bookings of buyer 0 (My Orders). */
  buyerOrders: number;
  /** Buyer 0's newest booking: a deal to read (`GET /api/deals/:id`); empty without any. */
  buyerDealId: string;
  /** Seller verification requests waiting for an admin (decision 024). */
  pendingVerifications: number;
  /** Listings in the admin's review queue: held, flagged and not reviewed, or reported. */
  reviewQueue: number;
  /** Buyer 0's newest deal, whose thread the bench reads, and how many messages it has. */
  threadDealId: string;
  threadMessages: number;
  /** Reviews of seller 0 (the busiest seller), all from deals sold through the handover. */
  sellerReviews: number;
};

async function count(db: Database, query: SQL): Promise<number> {
  // PGlite and node-postgres both answer { rows }.
  const result: unknown = await db.execute(query);
  const { rows } = result as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}

async function newestDealOf(db: Database, buyerId: string): Promise<string> {
  const result: unknown = await db.execute(
    sql`select ${bookings.id} as id from ${bookings} where ${bookings.buyerId} = ${buyerId}
      order by ${bookings.createdAt} desc, ${bookings.id} desc limit 1`,
  );
  return (result as { rows: { id: string }[] }).rows[0]?.id ?? "";
}

export async function summarize(db: Database, seconds: number): Promise<SeedSummary> {
  const countOf = (table: SQL) => count(db, sql`select count(*) as n from ${table}`);
  return {
    seconds,
    phones: await countOf(sql`${products}`),
    sellers: await count(db, sql`select count(*) as n from ${user} where ${user.role} = 'Seller'`),
    buyers: await count(db, sql`select count(*) as n from ${user} where ${user.role} = 'Buyer'`),
    bookings: await countOf(sql`${bookings}`),
    reports: await countOf(sql`${productReports}`),
    advertised: await count(
      db,
      sql`select count(*) as n from ${products} where ${products.isAdvertised} and ${products.status} = 'available'`,
    ),
    sold: await count(
      db,
      sql`select count(*) as n from ${products} where ${products.status} = 'sold'`,
    ),
    busiestSellerPhones: await count(
      db,
      sql`select count(*) as n from ${products} where ${products.sellerId} = 'bench-seller-0'`,
    ),
    buyerOrders: await count(
      db,
      sql`select count(*) as n from ${bookings} where ${bookings.buyerId} = 'bench-buyer-0'`,
    ),
    buyerDealId: await newestDealOf(db, "bench-buyer-0"),
    pendingVerifications: await count(
      db,
      sql`select count(*) as n from ${verificationRequests} where ${verificationRequests.status} = 'pending'`,
    ),
    reviewQueue: await count(
      db,
      sql`select count(*) as n from (
        select ${products.id} from ${products} where ${products.status} = 'held'
        union select ${productFlags.productId} from ${productFlags}
          where ${productFlags.reviewedAt} is null
        union select ${productReports.productId} from ${productReports}) as queue`,
    ),
    ...(await dealCounts(db)),
  };
}

async function dealCounts(db: Database) {
  const result: unknown = await db.execute(sql`
    select ${bookings.id} as id from ${bookings} where ${bookings.buyerId} = 'bench-buyer-0'
    order by ${bookings.createdAt} desc, ${bookings.id} desc limit 1`);
  const threadDealId = (result as { rows: { id: string }[] }).rows[0]?.id ?? "";
  return {
    threadDealId,
    threadMessages: await count(
      db,
      sql`select count(*) as n from ${dealMessages} where ${dealMessages.bookingId} = ${threadDealId}`,
    ),
    sellerReviews: await count(
      db,
      sql`select count(*) as n from ${reviews} where ${reviews.subjectId} = 'bench-seller-0'`,
    ),
  };
}
