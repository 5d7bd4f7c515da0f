import type { PublicPassport } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import { passportFactColumns } from "../listings";
import { products } from "../listings/listings.tables";
import { passportBadgesOf } from "./catalogue.lists.service";

// The passport as buyers see it; its seller and admins see the whole (listings.passport.service).

/** The passport columns buyers may see: the IMEIs' last 4 digits, never the whole. */
export const publicPassportColumns = {
  imeiLast4: sql<string | null>`right(${products.imei}, 4)`,
  imei2Last4: sql<string | null>`right(${products.imei2}, 4)`,
  ...passportFactColumns,
};

type PublicPassportRow = {
  imeiLast4: string | null;
  imei2Last4: string | null;
  official: boolean | null;
  batteryHealth: number | null;
  hasBox: boolean | null;
  hasCharger: boolean | null;
  hasReceipt: boolean | null;
  warrantyMonths: number | null;
  repairs: string | null;
};

/** A passport as the phone's page shows it, or null for a listing made before passports. */
export function toPublicPassport(row: PublicPassportRow): PublicPassport | null {
  const badges = passportBadgesOf(row);
  if (!badges) return null;
  return {
    ...badges,
    imei2Last4: row.imei2Last4,
    hasBox: row.hasBox ?? false,
    hasCharger: row.hasCharger ?? false,
    hasReceipt: row.hasReceipt ?? false,
    warrantyMonths: row.warrantyMonths ?? 0,
    repairs: row.repairs,
  };
}
