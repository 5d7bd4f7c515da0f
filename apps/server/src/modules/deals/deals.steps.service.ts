import { randomInt } from "node:crypto";
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  type Deal,
  type DealEndReason,
  type DealSide,
} from "@bechedaw/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { AppError, conflict, forbidden } from "../../app-error";
import { type Caller, findRatedUsers } from "../auth";
import { imageUrl } from "../images";
import { holdRecipients, notify, type Notice, type Site } from "../notifications";
import { lockProductForSale } from "../listings";
import {
  dealForSide,
  dealForSideOrAdmin,
  dealNotFound,
  loadDeal,
  otherSideId,
  type DealRow,
} from "./deals.access";
import { CONTACT_STATUSES, OPEN_STATUSES, bookings } from "./deals.bookings.tables";
import { flagAdvanceRequest } from "./deals.flags.service";
import { reviews } from "./deals.talk.tables";

// A booking's steps as a deal (docs/decisions/030-deals.md): who may read it, accepting, the
// meetup, cancelling. The handover is in deals.handover.service.ts.

export const stepConflict = (message = "This step of the deal is not possible now.") =>
  conflict("DEAL_STEP_CONFLICT", message);

const otherSide = (side: DealSide): DealSide => (side === "buyer" ? "seller" : "buyer");

/** A notice of the deal kinds about this deal. */
export function dealNotice(deal: DealRow, kind: Notice["kind"], reason?: string | null): Notice {
  return {
    kind,
    productId: deal.productId,
    productName: deal.productName,
    dealId: deal.id,
    reason: reason ?? null,
  };
}

/** `https://wa.me/8801…` for a Bangladeshi mobile number as stored ("01…", "+8801…", "8801…"). */
function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits.startsWith("88") ? digits : `88${digits}`}`;
}

const contactStatuses = new Set<string>(CONTACT_STATUSES);

/** The caller's review of the other side in this deal. */
async function findMyReview(db: Database, dealId: string, authorId: string) {
  const [row] = await db
    .select({ stars: reviews.stars, comment: reviews.comment })
    .from(reviews)
    .where(and(eq(reviews.bookingId, dealId), eq(reviews.authorId, authorId)));
  return row ?? null;
}

/**
 * `GET /api/deals/:id`: the deal as its buyer, its seller or an admin sees it. The handover code
 * only for the buyer while the meetup is agreed; the other side's number only for the sides from
 * acceptance on; an admin (moderating) sees neither.
 */
export async function findDeal(db: Database, caller: Caller, id: string): Promise<Deal> {
  const { deal, side } = await dealForSideOrAdmin(db, caller, id);
  const users = await findRatedUsers(db, [deal.buyerId, deal.sellerId]);
  const buyer = users.get(deal.buyerId);
  const seller = users.get(deal.sellerId);
  const otherPhone = side === "buyer" ? deal.sellerPhone : side === "seller" ? deal.phone : null;
  const mine = side ? await findMyReview(db, deal.id, caller.id) : null;
  const reviewCount = seller?.reviewCount ?? 0;
  return {
    _id: deal.id,
    status: deal.status,
    viewer: side ?? "admin",
    product: {
      _id: deal.productId,
      name: deal.productName,
      img: imageUrl(deal.imageName),
      price: deal.price,
    },
    buyer: { _id: deal.buyerId, name: buyer?.name ?? "" },
    seller: {
      _id: deal.sellerId,
      name: seller?.name ?? "",
      rating: {
        average:
          reviewCount > 0 ? Math.round(((seller?.reviewStars ?? 0) / reviewCount) * 10) / 10 : null,
        count: reviewCount,
      },
    },
    userLocation: deal.meetingLocation,
    bookedAt: deal.createdAt.toISOString(),
    acceptedAt: deal.acceptedAt?.toISOString() ?? null,
    meetup:
      deal.meetupVersion > 0 && deal.meetupPlace && deal.meetupAt
        ? {
            place: deal.meetupPlace,
            at: deal.meetupAt.toISOString(),
            proposedBy: deal.meetupProposedBy as DealSide,
            version: deal.meetupVersion,
            confirmedAt: deal.meetupConfirmedAt?.toISOString() ?? null,
          }
        : null,
    handover: {
      code: side === "buyer" && deal.status === "meetup" ? deal.handoverCode : null,
      triesLeft: Math.max(0, DEAL_LIMITS.handoverTries - deal.handoverAttempts),
      locked: deal.handoverLockedAt !== null,
    },
    contact:
      side && otherPhone && contactStatuses.has(deal.status)
        ? { phone: otherPhone, whatsapp: whatsappLink(otherPhone) }
        : null,
    soldAt: deal.handedOverAt?.toISOString() ?? null,
    endedReason: deal.status === "ended" ? (deal.endedReason as DealEndReason | null) : null,
    cancelled:
      deal.cancelledAt && deal.cancelledBy
        ? {
            by: deal.cancelledBy as DealSide,
            reason: deal.cancelReason,
            at: deal.cancelledAt.toISOString(),
          }
        : null,
    reviews: {
      mine,
      canReview:
        side !== null && deal.status === "sold" && deal.handedOverAt !== null && mine === null,
    },
  };
}

/**
 * The seller accepts this buyer, giving the number the buyer may call. One accepted deal per
 * phone: the partial unique index decides between two acceptances at once (409).
 */
export async function acceptDeal(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  phone: string,
): Promise<void> {
  const { deal, side } = await dealForSide(db, caller, id);
  if (side !== "seller") throw forbidden("FORBIDDEN", "Only the seller can accept a booking.");
  if (deal.status !== "booked") throw stepConflict();
  try {
    await db.transaction(async (tx) => {
      await holdRecipients(tx, [deal.buyerId]);
      const product = await lockProductForSale(tx, deal.productId);
      if (!product) throw dealNotFound();
      if (product.status === "sold") throw conflict("PRODUCT_SOLD", "This phone is sold.");
      if (product.status !== "available" || !product.isPublic) {
        throw conflict("PRODUCT_NOT_PUBLISHED", "This phone is held for review or was rejected.");
      }
      const accepted = await tx
        .update(bookings)
        .set({ status: "accepted", sellerPhone: phone, acceptedAt: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.status, "booked")))
        .returning({ id: bookings.id });
      if (accepted.length === 0) throw stepConflict();
      await notify(tx, site, [deal.buyerId], dealNotice(deal, "deal-accepted"));
    });
  } catch (error) {
    if (isUniqueViolation(error, "bookings_one_accepted_idx")) {
      throw conflict(
        "DEAL_ALREADY_ACCEPTED",
        "Another booking of this phone is accepted; cancel that deal first.",
      );
    }
    throw error;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

const badTime = (message: string) =>
  new AppError("VALIDATION_ERROR", message, [{ path: "body/at", message }]);

/**
 * Either side proposes (or replaces) the meetup: a new version, waiting for the other side. A
 * meetup agreed before goes back to `accepted` until the new one is confirmed.
 */
export async function proposeMeetup(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  proposal: { place: string; at: string },
): Promise<void> {
  const at = new Date(proposal.at);
  const now = Date.now();
  if (!(at.getTime() > now)) throw badTime(DEAL_MESSAGES.timeInPast);
  if (at.getTime() > now + DEAL_LIMITS.meetupDaysAhead * DAY_MS) {
    throw badTime(DEAL_MESSAGES.timeTooFar);
  }
  const { deal, side } = await dealForSide(db, caller, id);
  if (deal.status !== "accepted" && deal.status !== "meetup") throw stepConflict();
  await db.transaction(async (tx) => {
    const to = otherSideId(deal, side);
    await holdRecipients(tx, [to]);
    const updated = await tx
      .update(bookings)
      .set({
        status: "accepted",
        meetupPlace: proposal.place,
        meetupAt: at,
        meetupProposedBy: side,
        meetupVersion: sql`${bookings.meetupVersion} + 1`,
        meetupConfirmedAt: null,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, ["accepted", "meetup"])))
      .returning({ id: bookings.id });
    if (updated.length === 0) throw stepConflict();
    await flagAdvanceRequest(tx, { dealId: id, authorId: caller.id }, proposal.place);
    await notify(tx, site, [to], dealNotice(deal, "meetup-proposed"));
  });
}

/** Six random digits. */
const newHandoverCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * The side that did not propose the meetup confirms the version it read (409 MEETUP_CHANGED when
 * it changed since): the meetup is agreed, and the buyer's handover code made, once.
 */
export async function confirmMeetup(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  version: number,
): Promise<void> {
  const { deal, side } = await dealForSide(db, caller, id);
  if (deal.status !== "accepted" || deal.meetupVersion === 0) throw stepConflict();
  if (deal.meetupVersion !== version) throw meetupChanged();
  if (deal.meetupProposedBy === side) {
    throw stepConflict("The other side confirms the meetup you proposed.");
  }
  if (deal.meetupAt && deal.meetupAt.getTime() <= Date.now()) {
    throw stepConflict("This meetup's time has passed: propose another.");
  }
  await db.transaction(async (tx) => {
    const to = otherSideId(deal, side);
    await holdRecipients(tx, [to]);
    const confirmed = await tx
      .update(bookings)
      .set({
        status: "meetup",
        meetupConfirmedAt: new Date(),
        handoverCode: sql`coalesce(${bookings.handoverCode}, ${newHandoverCode()})`,
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.status, "accepted"),
          eq(bookings.meetupVersion, version),
          eq(bookings.meetupProposedBy, otherSide(side)),
        ),
      )
      .returning({ id: bookings.id });
    if (confirmed.length === 0) {
      const now = await loadDeal(tx, id);
      if (now?.status === "accepted" && now.meetupVersion !== version) throw meetupChanged();
      throw stepConflict();
    }
    await notify(tx, site, [to], dealNotice(deal, "meetup-confirmed"));
  });
}

const meetupChanged = () =>
  conflict("MEETUP_CHANGED", "The meetup was changed since you read it: read it again.");

/** Either side cancels the deal before the handover, saying why; the other side is told. */
export async function cancelDeal(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  reason: string,
): Promise<void> {
  const { deal, side } = await dealForSide(db, caller, id);
  if (!(OPEN_STATUSES as readonly string[]).includes(deal.status)) throw stepConflict();
  await db.transaction(async (tx) => {
    const to = otherSideId(deal, side);
    await holdRecipients(tx, [to]);
    const cancelled = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(),
        cancelledBy: side,
        cancelReason: reason,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, OPEN_STATUSES)))
      .returning({ id: bookings.id });
    if (cancelled.length === 0) throw stepConflict();
    const flagged = await flagAdvanceRequest(tx, { dealId: id, authorId: caller.id }, reason);
    // A reason asking for money is not carried into the email: the deal's page shows it, marked.
    await notify(tx, site, [to], dealNotice(deal, "deal-cancelled", flagged ? null : reason));
  });
}
