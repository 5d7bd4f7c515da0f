-- Written by hand (drizzle-kit does not generate triggers): every card and phone page shows its
-- seller's rating (docs/decisions/030-deals.md), so a change of a user's review count or star sum
-- invalidates the cached lists too, beside what 0011 lists.
DROP TRIGGER "user_list_version" ON "user";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_list_version" AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."verified" IS DISTINCT FROM NEW."verified"
    OR OLD."email_verified" IS DISTINCT FROM NEW."email_verified"
    OR OLD."shop_name" IS DISTINCT FROM NEW."shop_name"
    OR OLD."review_count" IS DISTINCT FROM NEW."review_count"
    OR OLD."review_stars" IS DISTINCT FROM NEW."review_stars")
  EXECUTE FUNCTION "bump_list_version"();
