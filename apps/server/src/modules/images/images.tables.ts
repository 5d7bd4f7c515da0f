import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";

/** Uploaded photos; `name` is the random file stem in storage (two WebP sizes per name). */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull().unique(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("images_owner_idx").on(t.ownerId)],
);
