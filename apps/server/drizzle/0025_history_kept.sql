CREATE TABLE "imei_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" uuid,
	"imei" text NOT NULL,
	"imei2" text,
	"is_change" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_ended_reason_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imei_entries" ADD CONSTRAINT "imei_entries_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_entries" ADD CONSTRAINT "imei_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imei_entries_seller_idx" ON "imei_entries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "imei_entries_product_idx" ON "imei_entries" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ended_reason_check" CHECK ("bookings"."ended_reason" IN ('phone-sold', 'listing-rejected', 'seller-banned', 'buyer-banned', 'listing-deleted'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_at_check" CHECK (("products"."status" = 'deleted') = ("products"."deleted_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('available', 'sold', 'held', 'rejected', 'deleted'));--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): the sitemap's version, row 2 of
-- "list_version", changes when a listing leaves the public lists (deleted, held, rejected, sold,
-- its seller banned), so every server builds its sitemap again instead of naming a page that is
-- gone. A new listing does not change it: the sitemap picks those up within its hour.
INSERT INTO "list_version" ("id", "version") VALUES (2, 0);--> statement-breakpoint
CREATE FUNCTION "bump_sitemap_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "list_version" SET "version" = "version" + 1, "bumped_by" = txid_current()
    WHERE "id" = 2 AND "bumped_by" IS DISTINCT FROM txid_current();
  IF FOUND THEN
    PERFORM pg_notify('sitemap_version', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_sitemap_hidden" AFTER UPDATE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" = 'available' AND NOT OLD."seller_banned"
    AND NOT (NEW."status" = 'available' AND NOT NEW."seller_banned"))
  EXECUTE FUNCTION "bump_sitemap_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_sitemap_deleted" AFTER DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" = 'available' AND NOT OLD."seller_banned")
  EXECUTE FUNCTION "bump_sitemap_version"();
