import { randomUUID } from "node:crypto";
import {
  BATTERY_UNKNOWN,
  type ReportKind,
  type SameImeiMatch,
  type createProductSchema,
} from "@bechedaw/shared";
import { and, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/pg-errors";
import { AppError, conflict, forbidden, notFound, unauthorized } from "../../app-error";
import { findByUuid } from "../../db/uuid";
import { deleteImage, findOwnedImageByUrl, lockImages, type ImageStorage } from "../images";
import { type Caller, lockUserForWrite } from "../auth";
import { holdRecipients, notify, notifyAdmins, type Site } from "../notifications";
import { raiseFlag, setFlag } from "./listings.flags.service";
import { flagReusedPhotos } from "./listings.reused-photos.service";
import { isVerificationPhoto } from "../verification";
import {
  findSameImeiMatches,
  flagListingsOfStolenImeis,
  flagAdvanceRequest,
  flagLowPrice,
  lockImeis,
  textsAskingForAdvance,
} from "./listings.signals.service";
import { productFlags } from "./listings.flags.tables";
import { recordImeiEntry, refuseTooManyImeiChanges } from "./listings.imei-entries.service";
import { productPhotos, productReports, products } from "./listings.tables";

export type NewProduct = z.output<typeof createProductSchema>;

/** The product's owner and state; a malformed id is as unknown as a missing one. */
export async function loadProduct(db: Database, id: string) {
  const row = await findByUuid(id, (id) =>
    db
      .select({
        sellerId: products.sellerId,
        imageId: products.imageId,
        status: products.status,
        sellerBanned: products.sellerBanned,
        kydPhotoId: products.kydPhotoId,
        receiptPhotoId: products.receiptPhotoId,
        // What an edit compares to decide which signals to look for again (decision 023).
        imei: products.imei,
        imei2: products.imei2,
        name: products.name,
        brand: products.brand,
        storage: products.storage,
        resalePrice: products.resalePrice,
      })
      .from(products)
      .where(eq(products.id, id)),
  );
  // A deleted listing is kept for its deals and flags (deleteProduct), for nobody to act on.
  if (!row || row.status === "deleted") {
    throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  }
  return row;
}

/** The listing's own fields, as a product row holds them (not its seller, id or photos). */
function listingFields(input: NewProduct) {
  const { passport } = input;
  return {
    name: input.name,
    brand: input.brand,
    resalePrice: input.description.resalePrice,
    originalPrice: input.description.originalPrice,
    yearsOfUse: input.description.yearsOfUse,
    location: input.description.location,
    condition: input.condition ?? null,
    storage: input.storage ?? null,
    ram: input.ram ?? null,
    colour: input.colour || null,
    descriptionText: input.description.text || null,
    imei: passport.imei,
    imei2: passport.imei2 ?? null,
    official: passport.official,
    batteryHealth: passport.batteryHealth === BATTERY_UNKNOWN ? null : passport.batteryHealth,
    hasBox: passport.hasBox,
    hasCharger: passport.hasCharger,
    hasReceipt: passport.hasReceipt,
    warrantyMonths: passport.warrantyMonths,
    repairs: passport.repairs || null,
  };
}

/**
 * The image ids of the passport's private proof photos (null for none); each must be a private
 * photo the seller uploaded.
 */
async function proofIdsOf(db: Database, sellerId: string, input: NewProduct) {
  const idOf = async (field: "kydPhoto" | "receiptPhoto") => {
    const url = input.passport[field];
    if (!url) return null;
    const imageId = await findOwnedImageByUrl(db, url, sellerId, { isPrivate: true });
    // A document sent for seller verification is deleted once decided: never a listing's proof.
    if (imageId && !(await isVerificationPhoto(db, imageId))) return imageId;
    const message = `Please upload the proof first: ${field} must be a private photo you uploaded.`;
    throw new AppError("IMAGE_NOT_YOURS", message, [{ path: `body/passport/${field}`, message }]);
  };
  return { kydPhotoId: await idOf("kydPhoto"), receiptPhotoId: await idOf("receiptPhoto") };
}

/** The image ids of a listing's photos, the cover first; each must be a photo the seller uploaded. */
async function photoIdsOf(
  db: Database,
  sellerId: string,
  input: NewProduct,
): Promise<[string, ...string[]]> {
  const urls = [input.img, ...(input.extraPhotos ?? [])];
  const ids: string[] = [];
  for (const [i, url] of urls.entries()) {
    const path = i === 0 ? "body/img" : `body/extraPhotos/${i - 1}`;
    const imageId = await findOwnedImageByUrl(db, url, sellerId);
    if (!imageId) {
      const field = i === 0 ? "img" : "each of extraPhotos";
      const message = `Please upload the photo first: ${field} must be a photo you uploaded.`;
      throw new AppError("IMAGE_NOT_YOURS", message, [{ path, message }]);
    }
    ids.push(imageId);
  }
  const [cover, ...others] = ids;
  if (cover === undefined) throw new Error("a listing without a cover");
  return [cover, ...others];
}

const photoRows = (productId: string, imageIds: string[]) =>
  imageIds.map((imageId, position) => ({ productId, imageId, position }));

/**
 * Within the transaction that gives listing `productId` its photos: locks the photos, so two
 * listings taking the same photo at once wait for each other, then refuses an extra photo
 * (not the cover) that another listing shows.
 */
async function claimPhotos(tx: Database, productId: string, imageIds: string[]) {
  await lockImages(tx, imageIds);
  for (const [i, imageId] of imageIds.entries()) {
    if (i > 0 && (await isImageInUse(tx, imageId, productId))) {
      const message = "This photo belongs to another of your listings.";
      throw new AppError("PHOTO_IN_USE", message, [{ path: `body/extraPhotos/${i - 1}`, message }]);
    }
  }
}

/**
 * Lists a phone for the calling seller, who must have uploaded its photos. Posted now, unless
 * `postedAt` says otherwise (the demo data spreads its listings over weeks). Tells nobody: for
 * the demo catalogue and tests; the API lists through `listProduct`.
 */
export async function createProduct(
  db: Database,
  seller: Caller,
  input: NewProduct,
  options: { postedAt?: Date } = {},
): Promise<string> {
  return (await saveListing(db, seller, input, options)).id;
}

/**
 * Lists a phone for the calling seller, published (`available`). Its IMEI on another seller's
 * listing on offer flags it for the admins, who are told in the same transaction; the seller's
 * answer and their listing are the same either way, so that entering numbers cannot tell anyone
 * which IMEIs other sellers have. An IMEI reported stolen is held for review (`held`): a stolen
 * phone is never offered to buyers (decision 039).
 */
export async function listProduct(
  db: Database,
  site: Site,
  seller: Caller,
  input: NewProduct,
): Promise<{ id: string; status: "available" | "held" }> {
  return saveListing(db, seller, input, { site });
}

async function saveListing(
  db: Database,
  seller: Caller,
  input: NewProduct,
  options: { postedAt?: Date | undefined; site?: Site | undefined },
): Promise<{ id: string; status: "available" | "held" }> {
  const imageIds = await photoIdsOf(db, seller.id, input);
  const proofIds = await proofIdsOf(db, seller.id, input);
  const id = randomUUID();
  const fields = listingFields(input);
  const status = await db.transaction(async (tx) => {
    // A listing held or flagged is announced to every admin: the seller's and the admins' rows
    // are held first, in one id order with a ban's or a deletion's (lock order, decision 029).
    if (options.site) await holdRecipients(tx, [seller.id], { admins: true });
    await refuseBannedSeller(tx, seller.id);
    const imeis = imeisOf(fields);
    await lockImeis(tx, imeis);
    const sameImei = await findSameImeiMatches(tx, { id, sellerId: seller.id, imeis });
    const status = isReportedStolen(sameImei) ? ("held" as const) : ("available" as const);
    await claimPhotos(tx, id, imageIds);
    await tx.insert(products).values({
      id,
      ...fields,
      ...proofIds,
      status,
      sellerId: seller.id,
      imageId: imageIds[0],
      ...(options.postedAt && { createdAt: options.postedAt }),
    });
    await tx.insert(productPhotos).values(photoRows(id, imageIds));
    if (fields.imei !== null) {
      const entry = { sellerId: seller.id, productId: id, imei: fields.imei, imei2: fields.imei2 };
      await recordImeiEntry(tx, entry, false);
    }
    await flagReusedPhotos(tx, id, seller.id, imageIds);
    if (sameImei.length > 0) await raiseFlag(tx, id, "same-imei", { matches: sameImei });
    await flagLowPrice(tx, { id, ...fields });
    await flagAdvanceRequest(tx, { id, ...fields });
    if (options.site && (await hasUnreviewedFlag(tx, id))) {
      const notice = { kind: "listing-awaits-review" as const, productId: id };
      await notifyAdmins(tx, options.site, { ...notice, productName: fields.name });
    }
    return status;
  });
  return { id, status };
}

/**
 * A phone reported stolen is never offered to buyers again: its IMEI held for review, whoever
 * lists it. Only reported IMEIs do this, so what it tells a prober is what a report already made
 * known to the admins; another seller's listing on offer only flags (decision 039).
 */
function isReportedStolen(matches: SameImeiMatch[]): boolean {
  return matches.some((match) => match.reportedStolen);
}

async function hasUnreviewedFlag(tx: Database, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ kind: productFlags.kind })
    .from(productFlags)
    .where(and(eq(productFlags.productId, productId), isNull(productFlags.reviewedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A listing's IMEIs (none for one made before passports). */
function imeisOf(listing: { imei: string | null; imei2: string | null }): string[] {
  return [listing.imei, listing.imei2].filter((imei) => imei !== null);
}

/**
 * Inside a write's transaction: share-locks the seller's account, so a ban cannot slip between
 * the check and the write, and refuses a banned one (their sessions are gone: 401).
 */
async function refuseBannedSeller(tx: Database, sellerId: string) {
  const seller = await lockUserForWrite(tx, sellerId);
  if (!seller || seller.isBanned) throw unauthorized();
}

const notPublished = () =>
  conflict("PRODUCT_NOT_PUBLISHED", "This listing is held for review or was rejected.");

/**
 * Who must hear of a published listing's lower price (favourites come after listings):
 * `recipientsOf` names them before anything is locked (their user rows are held first: lock
 * order, decision 029), and `onDropped` tells them in the edit's transaction.
 */
export type OnPriceDropped = {
  recipientsOf: (tx: Database, productId: string) => Promise<string[]>;
  onDropped: (
    tx: Database,
    product: { id: string; name: string },
    recipients: string[],
  ) => Promise<void>;
};

/**
 * Replaces a listing of the caller's with `input`, photos included (decision 016). A lower
 * price keeps the one before as `previousPrice` until the price rises to it again, and, on a
 * published listing, `onPriceDropped` tells who saved it. Photos it no longer shows, and no
 * other listing does, are deleted.
 */
export async function updateProduct(
  db: Database,
  storage: ImageStorage,
  caller: Caller,
  id: string,
  input: NewProduct,
  site?: Site,
  onPriceDropped?: OnPriceDropped,
) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can edit a product.");
  }
  if (product.status === "sold") throw conflict("PRODUCT_SOLD", "This product is already sold.");
  const imageIds = await photoIdsOf(db, caller.id, input);
  const proofIds = await proofIdsOf(db, caller.id, input);
  const fields = listingFields(input);
  const price = fields.resalePrice;
  const imeis = imeisOf(fields);
  const isImeiChanged = imeis.join() !== imeisOf(product).join();
  const isPriceChanged =
    price !== product.resalePrice ||
    fields.name !== product.name ||
    fields.brand !== product.brand ||
    fields.storage !== product.storage;
  const asksAdvance = textsAskingForAdvance(fields).length > 0;
  const isPriceLower = price < product.resalePrice && product.status === "available";
  const removed = await db.transaction(async (tx) => {
    // The admins told of a new same-IMEI match or a request for an advance, and the savers told
    // of a lower price, are held first, in one id order (lock order, decision 029).
    const toAdmins = site !== undefined && (isImeiChanged || asksAdvance);
    const savers = isPriceLower && onPriceDropped ? await onPriceDropped.recipientsOf(tx, id) : [];
    if (toAdmins || savers.length > 0) {
      await holdRecipients(tx, [caller.id, ...savers], { admins: toAdmins });
    }
    await refuseBannedSeller(tx, caller.id);
    if (isImeiChanged) await refuseTooManyImeiChanges(tx, caller.id, id);
    if (isImeiChanged) await lockImeis(tx, imeis);
    const sameImei = isImeiChanged
      ? await findSameImeiMatches(tx, { id, sellerId: caller.id, imeis })
      : [];
    // Updating the row first locks it: a second edit of the same listing waits for this one.
    // A held listing stays held, a rejected one goes back for review (decision 023): no edit
    // publishes a listing an admin has not. A new IMEI on another seller's listing flags it and
    // changes nothing the seller sees; one reported stolen holds it (decision 039).
    const updated = await tx
      .update(products)
      .set({
        ...fields,
        ...proofIds,
        imageId: imageIds[0],
        previousPrice: sql`CASE WHEN ${price}::integer < ${products.resalePrice} THEN ${products.resalePrice}
          WHEN ${price}::integer < ${products.previousPrice} THEN ${products.previousPrice} END`,
        status: isReportedStolen(sameImei)
          ? "held"
          : sql`CASE WHEN ${products.status} = 'available' THEN 'available' ELSE 'held' END`,
        rejectionReason: null,
      })
      .where(and(eq(products.id, id), inArray(products.status, ["available", "held", "rejected"])))
      .returning({ id: products.id, status: products.status, isBanned: products.sellerBanned });
    const [after] = updated;
    if (!after) throw conflict("PRODUCT_SOLD", "This product is already sold.");
    await claimPhotos(tx, id, imageIds);
    const before = await tx
      .delete(productPhotos)
      .where(eq(productPhotos.productId, id))
      .returning({ imageId: productPhotos.imageId });
    await tx.insert(productPhotos).values(photoRows(id, imageIds));
    await flagReusedPhotos(tx, id, caller.id, imageIds);
    if (isImeiChanged && fields.imei !== null) {
      const entry = { sellerId: caller.id, productId: id, imei: fields.imei, imei2: fields.imei2 };
      await recordImeiEntry(tx, entry, true);
      await setFlag(tx, id, "same-imei", sameImei.length > 0 ? { matches: sameImei } : null);
    }
    if (isPriceChanged) await flagLowPrice(tx, { id, ...fields });
    const isAdvanceNew = await flagAdvanceRequest(tx, { id, ...fields });
    const isImeiSuspect = sameImei.length > 0 && (await hasUnreviewedFlag(tx, id));
    if (site && (isAdvanceNew || isImeiSuspect)) {
      const notice = { kind: "listing-awaits-review" as const, productId: id };
      await notifyAdmins(tx, site, { ...notice, productName: fields.name });
    }
    // Only a listing buyers still see is news: an edit that sent it for review tells nobody.
    if (savers.length > 0 && after.status === "available" && !after.isBanned) {
      await onPriceDropped?.onDropped(tx, { id, name: fields.name }, savers);
    }
    return before.map((row) => row.imageId).filter((imageId) => !imageIds.includes(imageId));
  });
  for (const imageId of new Set([product.imageId, ...removed])) {
    if (!imageIds.includes(imageId)) await deleteImageIfUnused(db, storage, imageId);
  }
  await deleteReplacedProofs(db, storage, product, proofIds);
  return 1;
}

/** Advertises a product of the caller's (one-way); 0 modified when it already was. */
export async function advertiseProduct(db: Database, caller: Caller, id: string) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can advertise a product.");
  }
  if (product.status === "sold") throw conflict("PRODUCT_SOLD", "This product is already sold.");
  if (product.status !== "available") throw notPublished();
  const updated = await db
    .update(products)
    .set({ isAdvertised: true })
    .where(
      and(eq(products.id, id), eq(products.isAdvertised, false), eq(products.status, "available")),
    )
    .returning({ id: products.id });
  return updated.length;
}

/**
 * Who must hear of a listing's deletion: `recipientsOf` names them before the listing's row is
 * locked (their user rows are held first: lock order, docs/decisions/029-notifications.md), and
 * `onDeleted` tells them, in the deletion's transaction, once the row is locked.
 */
export type OnListingDeleted = {
  recipientsOf: (tx: Database, productId: string) => Promise<string[]>;
  /** Whether the listing has deals (any, over or not), which keep it, deleted, as history. */
  hasDeals: (tx: Database, productId: string) => Promise<boolean>;
  onDeleted: (tx: Database, product: { id: string; name: string }) => Promise<void>;
};

/**
 * Deletes a product (its seller or an admin). A listing with deals, flags or reports stays as a
 * `deleted` row that nobody sees but through its deals (their sides and admins) and the admins'
 * evidence: reviews, threads, orders and flags are history the other side and the admins rely
 * on. Any other goes for good with its photos no longer used. `onDeleted` runs in the deletion's
 * transaction, after the row is locked: it ends the open deals and tells their buyers.
 */
export async function deleteProduct(
  db: Database,
  storage: ImageStorage,
  caller: Caller,
  id: string,
  onDeleted?: OnListingDeleted,
) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id && caller.role !== "Admin") {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller or an admin can delete a product.");
  }
  const photos = await db
    .select({ imageId: productPhotos.imageId })
    .from(productPhotos)
    .where(eq(productPhotos.productId, id));
  const outcome = await db.transaction(async (tx) => {
    if (onDeleted) await holdRecipients(tx, await onDeleted.recipientsOf(tx, id));
    // Locked before the bookings: a booking being written finishes before, or waits and finds
    // no phone.
    const [locked] = await tx
      .select({ name: products.name, status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!locked || locked.status === "deleted") return "none" as const;
    await onDeleted?.onDeleted(tx, { id, name: locked.name });
    if ((await onDeleted?.hasDeals(tx, id)) || (await hasEvidence(tx, id))) {
      await tx
        .update(products)
        .set({
          status: "deleted",
          deletedAt: new Date(),
          isAdvertised: false,
          rejectionReason: null,
        })
        .where(eq(products.id, id));
      return "kept" as const;
    }
    // Photo rows and reports go with the product (ON DELETE CASCADE).
    await tx.delete(products).where(eq(products.id, id));
    return "gone" as const;
  });
  if (outcome === "gone") {
    const imageIds = new Set([product.imageId, ...photos.map((photo) => photo.imageId)]);
    for (const imageId of imageIds) await deleteImageIfUnused(db, storage, imageId);
    await deleteReplacedProofs(db, storage, product, { kydPhotoId: null, receiptPhotoId: null });
  }
  return outcome === "none" ? 0 : 1;
}

/** Whether a listing has flags or reports: evidence the admins keep after it is deleted. */
async function hasEvidence(tx: Database, productId: string): Promise<boolean> {
  const [flag] = await tx
    .select({ kind: productFlags.kind })
    .from(productFlags)
    .where(eq(productFlags.productId, productId))
    .limit(1);
  if (flag) return true;
  const [report] = await tx
    .select({ productId: productReports.productId })
    .from(productReports)
    .where(eq(productReports.productId, productId))
    .limit(1);
  return report !== undefined;
}

/**
 * Deletes the private proofs a listing held `before` and no longer holds `after` (a listing
 * shows none of them; another listing holding one keeps it, through its foreign key).
 */
async function deleteReplacedProofs(
  db: Database,
  storage: ImageStorage,
  before: { kydPhotoId: string | null; receiptPhotoId: string | null },
  after: { kydPhotoId: string | null; receiptPhotoId: string | null },
) {
  const kept = [after.kydPhotoId, after.receiptPhotoId];
  for (const imageId of [before.kydPhotoId, before.receiptPhotoId]) {
    if (imageId && !kept.includes(imageId)) await deleteImageIfUnused(db, storage, imageId);
  }
}

/** Deletes a photo (row and files) that no listing uses any more. */
async function deleteImageIfUnused(db: Database, storage: ImageStorage, imageId: string) {
  if (await isImageInUse(db, imageId)) return;
  await deleteImage(db, storage, imageId).catch((error: unknown) => {
    // Another listing took up the same photo in the meantime: keep it.
    if (!isForeignKeyViolation(error)) throw error;
  });
}

/**
 * Whether a listing (other than `exceptProductId`) shows the photo, as its cover or another: a
 * listing's photo rows hold its cover too (position 0), so they alone tell.
 */
async function isImageInUse(
  db: Database,
  imageId: string,
  exceptProductId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ productId: productPhotos.productId })
    .from(productPhotos)
    .where(
      and(
        eq(productPhotos.imageId, imageId),
        exceptProductId === undefined ? undefined : ne(productPhotos.productId, exceptProductId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Hides or shows again every listing of a seller when they are banned or unbanned (decision
 * 023), in the ban's transaction: how many of the changed listings are available or sold (the
 * ones the public saw, or will see again).
 */
export async function setSellerListingsBanned(
  tx: Database,
  sellerId: string,
  isBanned: boolean,
): Promise<number> {
  const changed = await tx
    .update(products)
    .set({ sellerBanned: isBanned })
    .where(and(eq(products.sellerId, sellerId), ne(products.sellerBanned, isBanned)))
    .returning({ status: products.status });
  return changed.filter((row) => row.status === "available" || row.status === "sold").length;
}

/** The ids of a seller's listings, as a subquery for another module's query. */
export function productIdsOfSeller(db: Database, sellerId: string) {
  return db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
}

/**
 * Records one report per user per product; sellers cannot report their own, and nobody a
 * listing they cannot see (held, rejected, a banned seller's: 404). A report of a stolen phone
 * flags the other listings of its IMEIs in the same transaction (decision 023).
 */
export async function reportProduct(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  report: { reason?: string | undefined; kind?: ReportKind | undefined } = {},
) {
  const product = await loadProduct(db, id);
  const isOnShow = !product.sellerBanned && ["available", "sold"].includes(product.status);
  if (!isOnShow && caller.role !== "Admin" && product.sellerId !== caller.id) {
    throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  }
  if (product.sellerId === caller.id) {
    throw forbidden("OWN_PRODUCT", "You cannot report your own product.");
  }
  const kind = report.kind ?? "other";
  const inserted = await db
    .transaction(async (tx) => {
      // The seller's, the reporter's and the admins' rows before the listing's (the report and
      // the notifications reference them): one id order with a deletion's or a ban's.
      await holdRecipients(tx, [product.sellerId, caller.id], { admins: true });
      const rows = await tx
        .insert(productReports)
        .values({ productId: id, reporterId: caller.id, reason: report.reason || null, kind })
        .onConflictDoNothing()
        .returning({ productId: productReports.productId });
      if (rows.length > 0 && kind === "stolen") await flagListingsOfStolenImeis(tx, id);
      if (rows.length > 0) await announceReport(tx, site, id, product);
      return rows;
    })
    .catch(async (error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
      // The phone (404) or the reporter's account (401) was deleted since it was read.
      await loadProduct(db, id);
      throw unauthorized();
    });
  if (inserted.length === 0) {
    throw conflict("ALREADY_REPORTED", "You have already reported this product.");
  }
}

/** The number of reports after which every admin is told (on its third report). */
const REPORTS_TO_TELL_ADMINS = 3;

/**
 * In a new report's transaction: tells the seller their listing was reported and, at its third
 * report, every admin. The listing's row is locked first, so two reports at once are counted
 * one after the other and the third is never missed or told twice.
 */
async function announceReport(
  tx: Database,
  site: Site,
  id: string,
  product: { sellerId: string; name: string },
) {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for("no key update");
  const notice = { productId: id, productName: product.name };
  await notify(tx, site, [product.sellerId], { kind: "listing-reported", ...notice });
  const [row] = await tx
    .select({ n: count() })
    .from(productReports)
    .where(eq(productReports.productId, id));
  if (row?.n === REPORTS_TO_TELL_ADMINS) {
    await notifyAdmins(tx, site, { kind: "listing-third-report", ...notice });
  }
}
