import { randomUUID } from "node:crypto";
import {
  VERIFICATION_MESSAGES as M,
  type OwnVerificationRequest,
  type PendingVerificationRequest,
  type VerificationDecisionBody,
  type VerificationKind,
  type VerificationRequestBody,
  type VerificationState,
} from "@bechedaw/shared";
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../db/cursor";
import { findByUuid } from "../../db/uuid";
import { AppError, conflict, forbidden, notFound } from "../../app-error";
import {
  findUserProfile,
  joinUser,
  lockUserTier,
  memberSinceColumn,
  tierColumns,
  updateUser,
  userColumns,
} from "../auth";
import {
  deleteImageRows,
  findOwnedImageByUrl,
  lockImages,
  privateImageUrlsOf,
  removeImageFiles,
  type ImageStorage,
} from "../images";
import { verificationRequests as requests } from "./verification.tables";

export const VERIFICATION_QUEUE_PAGE_SIZE = 24;

const notARequest = () => notFound("VERIFICATION_REQUEST_NOT_FOUND", M.requestNotFound);

/** The caller's tier, their verified shop's name and every request they made, newest first. */
export async function findVerificationState(
  db: Database,
  userId: string,
): Promise<VerificationState> {
  const seller = await findUserProfile(db, userId);
  const rows = await db
    .select()
    .from(requests)
    .where(eq(requests.userId, userId))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return {
    tier: seller?.tier ?? "none",
    emailVerified: seller?.emailVerified ?? false,
    shopName: seller?.shopName ?? null,
    requests: rows.map((row): OwnVerificationRequest => ({
      id: row.id,
      kind: row.kind as VerificationKind,
      status: row.status as OwnVerificationRequest["status"],
      shopName: row.shopName,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** The image ids of the request's photos; each must be a private photo the caller uploaded. */
async function photoIdsOf(db: Database, userId: string, urls: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, url] of urls.entries()) {
    const id = await findOwnedImageByUrl(db, url, userId, { isPrivate: true });
    if (!id) {
      throw new AppError("IMAGE_NOT_YOURS", M.photoNotYours, [
        { path: `body/photos/${i}`, message: M.photoNotYours },
      ]);
    }
    ids.push(id);
  }
  return ids;
}

/** Refuses a request the seller's tier or their waiting requests make pointless. */
function checkTier(kind: VerificationKind, tier: string) {
  if (kind === "identity" && (tier === "identity" || tier === "shop")) {
    throw conflict("ALREADY_VERIFIED", M.identityDone);
  }
  if (kind === "shop" && tier === "shop") throw conflict("ALREADY_VERIFIED", M.shopDone);
  if (kind === "shop" && tier !== "identity") {
    throw conflict("IDENTITY_NOT_VERIFIED", M.identityFirst);
  }
}

/** The photos among `imageIds` that a pending request holds. */
function pendingPhotos(db: Database, imageIds: string[]) {
  return db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.status, "pending"),
        or(inArray(requests.photoId, imageIds), inArray(requests.secondPhotoId, imageIds)),
      ),
    )
    .limit(1);
}

/**
 * A seller asks for their identity (NID) or shop (trade licence) to be checked. The seller's
 * row is locked while the request is checked and stored, so two requests at once, or a request
 * beside a decision, wait for each other.
 */
export async function createVerificationRequest(
  db: Database,
  userId: string,
  body: VerificationRequestBody,
): Promise<string> {
  const photoIds = await photoIdsOf(db, userId, body.photos);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const seller = await lockUserTier(tx, userId);
    if (seller?.role !== "Seller") throw forbidden("NOT_A_SELLER", "Only sellers can do this.");
    checkTier(body.kind, seller.tier);
    const [waiting] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.userId, userId),
          eq(requests.kind, body.kind),
          eq(requests.status, "pending"),
        ),
      );
    if (waiting) throw conflict("VERIFICATION_PENDING", M.pending);
    await lockImages(tx, photoIds);
    if ((await pendingPhotos(tx, photoIds)).length > 0) {
      throw new AppError("IMAGE_NOT_YOURS", M.photoNotYours, [
        { path: "body/photos", message: M.photoNotYours },
      ]);
    }
    await tx.insert(requests).values({
      id,
      userId,
      kind: body.kind,
      shopName: body.kind === "shop" ? (body.shopName ?? null) : null,
      photoId: photoIds[0],
      secondPhotoId: photoIds[1] ?? null,
    });
  });
  return id;
}

/** Whether a pending verification request holds this photo (it may then be nothing else). */
export async function isVerificationPhoto(db: Database, imageId: string): Promise<boolean> {
  return (await pendingPhotos(db, [imageId])).length > 0;
}

/** The photos pending requests hold, for the clean-up of unused photos to keep. */
export function verificationPhotosInUse(db: Database) {
  return db
    .select({ id: sql<string>`${requests.photoId}` })
    .from(requests)
    .where(isNotNull(requests.photoId))
    .union(
      db
        .select({ id: sql<string>`${requests.secondPhotoId}` })
        .from(requests)
        .where(isNotNull(requests.secondPhotoId)),
    );
}

const exactCreatedAt = sql<string>`to_char(${requests.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of pending requests, oldest first (the longest waiting on top), with their sellers
 * and the photos' private addresses, and the cursor of the next page.
 */
export async function findPendingRequests(
  db: Database,
  cursor: string | undefined,
): Promise<{ requests: PendingVerificationRequest[]; nextCursor: string | undefined }> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await joinUser(
    db
      .select({
        id: requests.id,
        kind: requests.kind,
        shopName: requests.shopName,
        photoId: requests.photoId,
        secondPhotoId: requests.secondPhotoId,
        createdAt: requests.createdAt,
        exactCreatedAt,
        sellerId: userColumns.id,
        sellerName: userColumns.name,
        sellerEmail: userColumns.email,
        sellerCreatedAt: memberSinceColumn,
        sellerTier: tierColumns.tier,
      })
      .from(requests)
      .$dynamic(),
    requests.userId,
  )
    .where(
      and(
        eq(requests.status, "pending"),
        after
          ? sql`(${requests.createdAt}, ${requests.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .limit(VERIFICATION_QUEUE_PAGE_SIZE + 1);
  const page = rows.slice(0, VERIFICATION_QUEUE_PAGE_SIZE);
  const photoIds = page.flatMap((row) =>
    [row.photoId, row.secondPhotoId].filter((id) => id !== null),
  );
  const urls = await privateImageUrlsOf(db, photoIds);
  const last = page.at(-1);
  return {
    requests: page.map((row) => ({
      id: row.id,
      kind: row.kind as VerificationKind,
      shopName: row.shopName,
      createdAt: row.createdAt.toISOString(),
      photos: [row.photoId, row.secondPhotoId].flatMap((photoId) => {
        const url = photoId === null ? undefined : urls.get(photoId);
        return url === undefined ? [] : [url];
      }),
      seller: {
        id: row.sellerId,
        name: row.sellerName,
        email: row.sellerEmail,
        memberSince: row.sellerCreatedAt.toISOString(),
        tier: row.sellerTier,
      },
    })),
    nextCursor:
      rows.length > VERIFICATION_QUEUE_PAGE_SIZE && last
        ? encodeCursor({ at: last.exactCreatedAt, id: last.id })
        : undefined,
  };
}

/**
 * An admin approves or rejects a pending request. Approving an identity gives the seller the
 * green tick (`verified`); approving a shop gives them the shop tier under its name. In the same
 * transaction the request keeps only its outcome and the document's photo rows are deleted;
 * their files go once it commits, so nobody can open them again. A decided request is 409.
 */
export async function decideVerificationRequest(
  db: Database,
  storage: ImageStorage,
  log: Pick<FastifyBaseLogger, "warn">,
  adminId: string,
  requestId: string,
  decision: VerificationDecisionBody,
): Promise<"approved" | "rejected"> {
  const found = await findByUuid(requestId, (id) =>
    db.select({ userId: requests.userId }).from(requests).where(eq(requests.id, id)),
  );
  if (!found) throw notARequest();
  const status = decision.approve ? "approved" : "rejected";
  const photoNames = await db.transaction(async (tx) => {
    // The seller first, as a new request does: the two can never wait for each other in turn.
    await lockUserTier(tx, found.userId);
    const [request] = await tx
      .select()
      .from(requests)
      .where(eq(requests.id, requestId))
      .for("update");
    if (!request) throw notARequest();
    if (request.status !== "pending") throw conflict("ALREADY_DECIDED", M.alreadyDecided);
    if (decision.approve && request.kind === "identity") {
      await updateUser(tx, request.userId, { verified: true });
    }
    if (decision.approve && request.kind === "shop" && request.shopName !== null) {
      await updateUser(tx, request.userId, { shopName: request.shopName, verified: true });
    }
    await tx
      .update(requests)
      .set({
        status,
        reason: decision.approve ? null : (decision.reason ?? null),
        decidedAt: new Date(),
        decidedBy: adminId,
        photoId: null,
        secondPhotoId: null,
      })
      .where(eq(requests.id, requestId));
    const photoIds = [request.photoId, request.secondPhotoId].filter((id) => id !== null);
    return deleteImageRows(tx, photoIds);
  });
  // The decision stands either way: a file that cannot be removed is logged (and the hourly
  // clean-up of files no photo row names removes it), not a failed request.
  const removals = await Promise.allSettled(
    photoNames.map((name) => removeImageFiles(storage, name)),
  );
  for (const removal of removals) {
    if (removal.status === "rejected") log.warn({ err: removal.reason }, "photo file left behind");
  }
  return status;
}
