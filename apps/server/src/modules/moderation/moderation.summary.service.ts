import type { AdminSummary } from "@bechedaw/shared";
import { and, count, eq, inArray, isNotNull, not, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { OPEN_STATUSES, bookings } from "../deals/deals.bookings.tables";
import {
  dealMessageReports,
  dealMessages,
  reviewReports,
  reviews,
} from "../deals/deals.talk.tables";
import { verificationRequests } from "../verification/verification.tables";
import { countListingQueue } from "./moderation.listings.service";

/**
 * What waits for an admin, each counted as its own list counts it: the review queue and its
 * held and reported parts, pending verification requests, messages and reviews to moderate,
 * open deals whose handover locked.
 */
export async function countAdminWork(db: Database): Promise<AdminSummary> {
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    listingsToReview: await countListingQueue(db, undefined),
    heldListings: await countListingQueue(db, "held"),
    reportedListings: await countListingQueue(db, "reported"),
    verificationRequests: await one(
      db
        .select({ n: count() })
        .from(verificationRequests)
        .where(eq(verificationRequests.status, "pending")),
    ),
    messagesToModerate: await one(
      db
        .select({ n: count() })
        .from(dealMessages)
        .where(
          and(
            not(dealMessages.hidden),
            or(
              dealMessages.flagged,
              sql`exists (select 1 from ${dealMessageReports} where ${dealMessageReports.messageId} = ${dealMessages.id})`,
            ),
          ),
        ),
    ),
    reviewsToModerate: await one(
      db
        .select({ n: count() })
        .from(reviews)
        .where(
          and(
            not(reviews.hidden),
            sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`,
          ),
        ),
    ),
    lockedHandovers: await one(
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(isNotNull(bookings.handoverLockedAt), inArray(bookings.status, OPEN_STATUSES))),
    ),
  };
}
