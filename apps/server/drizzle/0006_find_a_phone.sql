-- Written by hand: drizzle-kit does not generate extensions. pg_trgm is a trusted extension
-- (PostgreSQL 13+), and PGlite loads it from its contrib package (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_photos" (
	"product_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_photos_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_photos_product_image_unique" UNIQUE("product_id","image_id"),
	CONSTRAINT "product_photos_position_check" CHECK ("product_photos"."position" BETWEEN 0 AND 7)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_location_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "brand" || coalesce(' ' || "storage"::text || 'gb', '') || coalesce(' ' || "description_text", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower("name" || ' ' || "brand" || coalesce(' ' || "storage"::text || 'gb', '') || coalesce(' ' || "description_text", '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_image_idx" ON "product_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "products_available_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_available_price_idx" ON "products" USING btree ("resale_price","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand","resale_price","id") WHERE "products"."status" = 'available';--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_location_check" CHECK ("bookings"."meeting_location" IN ('Dhaka', 'Gazipur', 'Bogura', 'Chittagong', 'Barishal', 'Dinajpur', 'Thakurgaon', 'Kurigram', 'Rangpur', 'Faridpur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail', 'Bandarban', 'Brahmanbaria', 'Chandpur', 'Cumilla', 'Cox''s Bazar', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati', 'Joypurhat', 'Naogaon', 'Natore', 'Chapainawabganj', 'Pabna', 'Rajshahi', 'Sirajganj', 'Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira', 'Barguna', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet', 'Gaibandha', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_check" CHECK ("products"."location" IN ('Dhaka', 'Gazipur', 'Bogura', 'Chittagong', 'Barishal', 'Dinajpur', 'Thakurgaon', 'Kurigram', 'Rangpur', 'Faridpur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail', 'Bandarban', 'Brahmanbaria', 'Chandpur', 'Cumilla', 'Cox''s Bazar', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati', 'Joypurhat', 'Naogaon', 'Natore', 'Chapainawabganj', 'Pabna', 'Rajshahi', 'Sirajganj', 'Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira', 'Barguna', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet', 'Gaibandha', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" IN ('like-new', 'excellent', 'good', 'fair', 'for-parts'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_check" CHECK ("products"."storage" IN (16, 32, 64, 128, 256, 512, 1024));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ram_check" CHECK ("products"."ram" IN (2, 3, 4, 6, 8, 12, 16));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_check" CHECK (char_length("products"."colour") <= 30);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_description_text_check" CHECK (char_length("products"."description_text") <= 2000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_previous_price_check" CHECK ("products"."previous_price" > "products"."resale_price");--> statement-breakpoint
-- Written by hand from here. Every listing so far has its one photo as its cover.
INSERT INTO "product_photos" ("product_id", "image_id", "position")
  SELECT "id", "image_id", 0 FROM "products";--> statement-breakpoint
-- A listing's photos are on its page, and its cover on every list: changing them bumps the
-- list version like any change to a product (see 0005).
CREATE CONSTRAINT TRIGGER "product_photos_list_version" AFTER INSERT OR UPDATE OR DELETE
  ON "product_photos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_list_version"();
