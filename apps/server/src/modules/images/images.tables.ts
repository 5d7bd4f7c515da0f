import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";

/**
 * The SQL of one 16-bit band of `perceptual_hash` (images.hash.ts): `& 65535` also drops the
 * sign that `>>` keeps on a negative bigint.
 */
export const hashBandSql = (shift: number) => sql.raw(`(("perceptual_hash" >> ${shift}) & 65535)`);

/**
 * Uploaded photos; `name` is the random file stem in storage (two WebP sizes per name, or one
 * `-private` file for a private proof photo, which the public image route never serves).
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull().unique(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A private proof (decision 020): readable by its owner and admins only. */
    isPrivate: boolean("is_private").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The photo's 64-bit difference hash, for finding copies (decision 021); null on photos
     * uploaded before it, until the start-up backfill hashes them.
     */
    perceptualHash: bigint("perceptual_hash", { mode: "bigint" }),
  },
  (t) => [
    index("images_owner_idx").on(t.ownerId),
    // One index per band: a copy of a photo shares one band, or all but one bit of one. Not
    // partial: PostgreSQL's planner ignores a partial index's statistics, and without them it
    // guessed 1,000 photos per band value (not ~4), chose a parallel plan and spent ~9 ms
    // starting its workers for a 0.5 ms lookup (decision 021).
    ...[48, 32, 16, 0].map((shift, i) => index(`images_hash_band${i}_idx`).on(hashBandSql(shift))),
  ],
);
