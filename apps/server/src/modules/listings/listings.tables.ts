import {
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  REPORT_KINDS,
  MAX_PHOTOS,
  MAX_WARRANTY_MONTHS,
  RAM_SIZES,
  STORAGE_SIZES,
  TEXT_LIMITS,
} from "@bechedaw/shared/constants";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { images } from "../images/images.tables";
import { modelKeySql } from "./listings.model-key";

/** A list of SQL literals for `IN (…)`, quotes doubled ("Cox's Bazar"). */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql.raw(
    values
      .map((value) =>
        typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`,
      )
      .join(", "),
  );
}

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text a search reads (docs/decisions/016-find-a-phone.md): model name, brand, storage as
 * "128gb" and the description, lower-cased. Written once in SQL for both search columns (a
 * generated column may not read another).
 */
const searchTextSql = sql.raw(
  `lower("name" || ' ' || "brand" || coalesce(' ' || "storage"::text || 'gb', '') || coalesce(' ' || "description_text", ''))`,
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      // "no action" is checked at the end of the statement, so deleting a user removes both.
      .references(() => images.id, { onDelete: "no action" }),
    resalePrice: integer("resale_price").notNull(),
    originalPrice: integer("original_price").notNull(),
    yearsOfUse: text("years_of_use").notNull(),
    location: text("location").notNull(),
    isAdvertised: boolean("is_advertised").notNull().default(false),
    status: text("status").notNull().default("available"),
    /** Why an admin rejected the listing (status `rejected`), for its seller (decision 023). */
    rejectionReason: text("rejection_reason"),
    /**
     * The seller is banned: no public answer shows the listing, whatever its status. A copy of
     * `user.banned_at`, set in the ban's transaction, so public queries filter on products alone.
     */
    sellerBanned: boolean("seller_banned").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its seller or an admin deleted a listing that has deals or flags (status `deleted`):
     * the row stays for the deals' history and the admins' evidence, seen by nobody else.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // Null on listings made before the passport, or through the original API.
    condition: text("condition"),
    /** In GB. */
    storage: integer("storage"),
    ram: integer("ram"),
    colour: text("colour"),
    descriptionText: text("description_text"),
    /** The price before the last drop while the price stays below it ("price reduced"). */
    previousPrice: integer("previous_price"),
    // The phone passport (decision 020); all null on listings made before it, else `imei`,
    // `official` and the booleans and warranty are set. The whole IMEIs never leave the
    // server but to the seller and admins.
    imei: text("imei"),
    imei2: text("imei2"),
    official: boolean("official"),
    /** In %; null when the seller does not know it. */
    batteryHealth: smallint("battery_health"),
    hasBox: boolean("has_box"),
    hasCharger: boolean("has_charger"),
    hasReceipt: boolean("has_receipt"),
    warrantyMonths: smallint("warranty_months"),
    repairs: text("repairs"),
    /** Private proof photos: the BTRC KYD answer and the receipt. */
    kydPhotoId: uuid("kyd_photo_id").references(() => images.id, { onDelete: "no action" }),
    receiptPhotoId: uuid("receipt_photo_id").references(() => images.id, {
      onDelete: "no action",
    }),
    /** For typos and partial words (pg_trgm). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(() => searchTextSql),
    /** For whole words (full-text search, the `simple` configuration). */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(() => sql`to_tsvector('simple'::regconfig, ${searchTextSql})`),
    /** The normalised model name prices compare (docs/decisions/022-price-signals.md). */
    modelKey: text("model_key")
      .notNull()
      .generatedAlwaysAs(() => modelKeySql(sql.raw(`"name"`), sql.raw(`"brand"`))),
  },
  (t) => [
    check("products_brand_check", sql`${t.brand} IN (${sqlList(BRANDS)})`),
    check("products_location_check", sql`${t.location} IN (${sqlList(LOCATIONS)})`),
    check("products_condition_check", sql`${t.condition} IN (${sqlList(CONDITIONS)})`),
    check("products_storage_check", sql`${t.storage} IN (${sqlList(STORAGE_SIZES)})`),
    check("products_ram_check", sql`${t.ram} IN (${sqlList(RAM_SIZES)})`),
    check(
      "products_colour_check",
      sql`char_length(${t.colour}) <= ${sql.raw(String(TEXT_LIMITS.colour))}`,
    ),
    check(
      "products_description_text_check",
      sql`char_length(${t.descriptionText}) <= ${sql.raw(String(TEXT_LIMITS.productDescription))}`,
    ),
    check("products_previous_price_check", sql`${t.previousPrice} > ${t.resalePrice}`),
    check(
      "products_imei_check",
      sql`${t.imei} ~ '^[0-9]{15}$' AND ${t.imei2} ~ '^[0-9]{15}$' AND ${t.imei2} <> ${t.imei}`,
    ),
    check(
      "products_passport_check",
      sql`${t.imei} IS NULL OR (${t.official} IS NOT NULL AND ${t.hasBox} IS NOT NULL AND ${t.hasCharger} IS NOT NULL AND ${t.hasReceipt} IS NOT NULL AND ${t.warrantyMonths} IS NOT NULL)`,
    ),
    check("products_battery_health_check", sql`${t.batteryHealth} BETWEEN 0 AND 100`),
    check(
      "products_warranty_months_check",
      sql`${t.warrantyMonths} BETWEEN 0 AND ${sql.raw(String(MAX_WARRANTY_MONTHS))}`,
    ),
    check(
      "products_repairs_check",
      sql`char_length(${t.repairs}) <= ${sql.raw(String(TEXT_LIMITS.repairs))}`,
    ),
    check(
      "products_status_check",
      sql`${t.status} IN ('available', 'sold', 'held', 'rejected', 'deleted')`,
    ),
    check(
      "products_deleted_at_check",
      sql`(${t.status} = 'deleted') = (${t.deletedAt} IS NOT NULL)`,
    ),
    check(
      "products_rejection_reason_check",
      sql`(${t.status} = 'rejected') = (${t.rejectionReason} IS NOT NULL) AND char_length(${t.rejectionReason}) <= ${sql.raw(String(TEXT_LIMITS.rejectionReason))}`,
    ),
    check("products_prices_check", sql`${t.resalePrice} > 0 AND ${t.originalPrice} > 0`),
    // Every list is newest first, `ORDER BY created_at DESC, id DESC`, keyset-paged on
    // (created_at, id). Plain DESC means NULLS FIRST, and Drizzle's `.desc()` alone NULLS LAST:
    // an index in another null order is not read for the list's order (PostgreSQL sorts).
    // Category pages: available phones of a brand.
    index("products_category_idx")
      .on(t.brand, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available'`),
    index("products_advertised_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isAdvertised} AND ${t.status} = 'available'`),
    // A seller's own list (My Products), and deleting a seller.
    index("products_seller_idx").on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The review queue's held listings (decision 023): few, newest first.
    index("products_held_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'held'`),
    // Deleting a photo (or its owner) checks that no product still shows it.
    index("products_image_idx").on(t.imageId),
    // A later step compares IMEIs across listings: the same phone listed twice.
    index("products_imei_idx").on(t.imei),
    index("products_imei2_idx").on(t.imei2),
    // Whether a proof photo is in use (clean-up).
    index("products_kyd_photo_idx").on(t.kydPhotoId),
    index("products_receipt_photo_idx").on(t.receiptPhotoId),
    // Search (`GET /api/products`): every available phone newest first, and by price (read
    // forwards or backwards), across brands or within one; keyset-paged on (key, id).
    index("products_available_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available'`),
    index("products_available_price_idx")
      .on(t.resalePrice, t.id)
      .where(sql`${t.status} = 'available'`),
    index("products_brand_price_idx")
      .on(t.brand, t.resalePrice, t.id)
      .where(sql`${t.status} = 'available'`),
    // Free text: whole words and prefixes, and trigrams for typos (pg_trgm).
    index("products_search_vector_idx").using("gin", t.searchVector),
    index("products_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // A model's prices in the last 90 days (price signals, decision 022).
    index("products_model_prices_idx").on(t.brand, t.modelKey, t.storage, t.createdAt),
    // A phone page's similar phones: the model's available phones by price (decision 022).
    index("products_model_similar_idx")
      .on(t.brand, t.modelKey, t.resalePrice, t.id)
      .where(sql`${t.status} = 'available'`),
    // "Did you mean": the models on sale closest to a search that found nothing (pg_trgm).
    index("products_model_key_trgm_idx")
      .using("gin", t.modelKey.op("gin_trgm_ops"))
      .where(sql`${t.status} = 'available'`),
  ],
);

/**
 * A listing any buyer may see in a list: available, its seller not banned (decision 023). The
 * status is a literal, so the list indexes' partial predicate (`status = 'available'`) holds.
 */
export function isListed(): SQL {
  return sql`${products.status} = 'available' AND NOT ${products.sellerBanned}`;
}

/**
 * A listing whose page anyone may open: available or sold, its seller not banned. Held and
 * rejected listings are for their seller and admins only.
 */
export function isOnShow(): SQL {
  return sql`${products.status} IN ('available', 'sold') AND NOT ${products.sellerBanned}`;
}

/**
 * A listing's photos in their order, the cover at position 0 (also `products.image_id`, which
 * the lists read). Photos go with their listing.
 */
export const productPhotos = pgTable(
  "product_photos",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // A photo is deleted only once no listing shows it (or with its owner and their listings):
    // cascading lets deleting a user remove their photos before their listings' photo rows.
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    unique("product_photos_product_image_unique").on(t.productId, t.imageId),
    check(
      "product_photos_position_check",
      sql`${t.position} BETWEEN 0 AND ${sql.raw(String(MAX_PHOTOS - 1))}`,
    ),
    // Whether a photo is in use (clean-up, deleting a photo), and by which listing.
    index("product_photos_image_idx").on(t.imageId),
  ],
);

/** One report per user per product (the primary key makes a second one a conflict). */
export const productReports = pgTable(
  "product_reports",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason"),
    /** What the reporter says is wrong (decision 023); "other" for the original API's clients. */
    kind: text("kind").notNull().default("other"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.reporterId] }),
    check("product_reports_kind_check", sql`${t.kind} IN (${sqlList(REPORT_KINDS)})`),
    // Deleting a user removes their reports.
    index("product_reports_reporter_idx").on(t.reporterId),
  ],
);

/**
 * One row whose `version` changes with every committed write that changes a public list: the
 * list cache's key (docs/decisions/011-list-cache.md). Triggers bump it (migration 0005).
 */
export const listVersion = pgTable("list_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  /** The transaction that bumped it last, so that one transaction bumps it once. */
  bumpedBy: bigint("bumped_by", { mode: "number" }),
});
