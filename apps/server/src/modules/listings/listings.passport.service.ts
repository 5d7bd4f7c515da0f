import { BATTERY_UNKNOWN, type PrivatePassport } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { notFound } from "../../app-error";
import { privateImageUrlsOf } from "../images";
import type { Caller } from "../auth";
import { products } from "./listings.tables";

/** What a passport says besides its IMEIs, the same for buyers, its seller and admins. */
export const passportFactColumns = {
  official: products.official,
  batteryHealth: products.batteryHealth,
  hasBox: products.hasBox,
  hasCharger: products.hasCharger,
  hasReceipt: products.hasReceipt,
  warrantyMonths: products.warrantyMonths,
  repairs: products.repairs,
};

/** The columns of the whole passport, for its seller and admins only. */
export const privatePassportColumns = {
  imei: products.imei,
  imei2: products.imei2,
  ...passportFactColumns,
  kydPhotoId: products.kydPhotoId,
  receiptPhotoId: products.receiptPhotoId,
};

type PrivatePassportRow = {
  official: boolean | null;
  batteryHealth: number | null;
  hasBox: boolean | null;
  hasCharger: boolean | null;
  hasReceipt: boolean | null;
  warrantyMonths: number | null;
  repairs: string | null;
  imei: string | null;
  imei2: string | null;
  kydPhotoId: string | null;
  receiptPhotoId: string | null;
};

/** The proof photos of these passport rows: their addresses by image id. */
export function proofUrlsOf(db: Database, rows: PrivatePassportRow[]) {
  const proofs = rows.flatMap((row) => [row.kydPhotoId, row.receiptPhotoId]);
  return privateImageUrlsOf(
    db,
    proofs.filter((proof) => proof !== null),
  );
}

/** A row's whole passport with its proofs' addresses; null for a listing before passports. */
export function toPrivatePassport(
  row: PrivatePassportRow,
  urls: Map<string, string>,
): PrivatePassport | null {
  if (row.imei === null) return null;
  const urlOf = (proofId: string | null) => (proofId === null ? null : (urls.get(proofId) ?? null));
  return {
    imei: row.imei,
    imei2: row.imei2,
    official: row.official ?? false,
    batteryHealth: row.batteryHealth ?? BATTERY_UNKNOWN,
    hasBox: row.hasBox ?? false,
    hasCharger: row.hasCharger ?? false,
    hasReceipt: row.hasReceipt ?? false,
    warrantyMonths: row.warrantyMonths ?? 0,
    repairs: row.repairs,
    kydPhoto: urlOf(row.kydPhotoId),
    receiptPhoto: urlOf(row.receiptPhotoId),
  };
}

/**
 * The whole passport of a listing, proofs included, for its seller or an admin (decision 020);
 * null for a listing made before passports.
 */
export async function findPrivatePassport(
  db: Database,
  caller: Caller,
  id: string,
): Promise<PrivatePassport | null> {
  const row = await findByUuid(id, (id) =>
    db
      .select({ sellerId: products.sellerId, ...privatePassportColumns })
      .from(products)
      .where(eq(products.id, id)),
  );
  // To anyone but its seller and admins, a listing's passport is as unknown as a missing one:
  // the answer tells nothing of a held listing's existence.
  if (!row || (row.sellerId !== caller.id && caller.role !== "Admin")) {
    throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  }
  if (row.imei === null) return null;
  return toPrivatePassport(row, await proofUrlsOf(db, [row]));
}
