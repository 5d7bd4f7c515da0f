CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"phone" text NOT NULL,
	"meeting_location" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_product_buyer_unique" UNIQUE("product_id","buyer_id"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('booked', 'sold', 'ended')),
	CONSTRAINT "bookings_location_check" CHECK ("bookings"."meeting_location" IN ('Dhaka', 'Gazipur', 'Bogura', 'Chittagong', 'Barishal', 'Dinajpur', 'Thakurgaon', 'Kurigram', 'Rangpur')),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_sold_idx" ON "bookings" USING btree ("product_id") WHERE "bookings"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","created_at" DESC NULLS LAST);