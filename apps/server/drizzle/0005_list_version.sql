CREATE TABLE "list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"bumped_by" bigint
);
--> statement-breakpoint
INSERT INTO "list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Bumps the list version once per transaction, at its commit (deferred), and tells listeners.
-- Written by hand: drizzle-kit does not generate functions or triggers.
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_version" SET "version" = "version" + 1, "bumped_by" = txid_current()
    WHERE "id" = 1 AND "bumped_by" IS DISTINCT FROM txid_current();
  IF FOUND THEN
    PERFORM pg_notify('list_version', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Any change to a product (created, advertised, sold, deleted, also through a cascade).
CREATE CONSTRAINT TRIGGER "products_list_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"();--> statement-breakpoint
-- A seller's name, email or verified mark, which every product of theirs shows.
CREATE CONSTRAINT TRIGGER "user_list_version" AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."verified" IS DISTINCT FROM NEW."verified")
  EXECUTE FUNCTION "bump_list_version"();
