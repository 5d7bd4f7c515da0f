import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";

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
  },
  (t) => [index("images_owner_idx").on(t.ownerId)],
);
