import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { asksForAdvance } from "@bechedaw/shared/advance-requests";
import { dealMessages } from "./deals.talk.tables";

/**
 * A text a side wrote in a deal's step (a meetup place, a cancel reason): when it asks for mobile
 * money or an advance, it also goes into the deal's thread as that side's flagged message, so
 * the other side reads it with the thread's warning and the admins find it among the flagged
 * messages. Answers whether it did. Runs in the step's transaction.
 */
export async function flagAdvanceRequest(
  tx: Database,
  deal: { dealId: string; authorId: string },
  text: string,
): Promise<boolean> {
  if (!asksForAdvance(text)) return false;
  await tx.insert(dealMessages).values({
    id: randomUUID(),
    bookingId: deal.dealId,
    authorId: deal.authorId,
    text,
    flagged: true,
    createdAt: sql`clock_timestamp()`,
  });
  return true;
}
