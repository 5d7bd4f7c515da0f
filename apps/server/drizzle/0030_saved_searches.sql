CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"awaits_digest" boolean DEFAULT false NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_product_id_pk" PRIMARY KEY("saved_search_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_queue" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"search" jsonb NOT NULL,
	"email" text DEFAULT 'off' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_emailed_at" timestamp with time zone,
	"brand" text,
	"min_price" integer,
	"max_price" integer,
	"location" text,
	"condition" text,
	"storage" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"seller_id" text,
	"text_query" "tsquery",
	CONSTRAINT "saved_searches_email_check" CHECK ("saved_searches"."email" IN ('off', 'instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "notification_email_off" DROP CONSTRAINT "notification_email_off_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "search_path" text;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_matches_product_idx" ON "saved_search_matches" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."awaits_digest";--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_email_off" ADD CONSTRAINT "notification_email_off_kind_check" CHECK ("notification_email_off"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report', 'deal-accepted', 'meetup-proposed', 'meetup-confirmed', 'deal-cancelled', 'handover-locked', 'deal-message', 'review-received', 'deal-ended', 'favourite-price-dropped', 'favourite-sold', 'saved-search-match'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report', 'deal-accepted', 'meetup-proposed', 'meetup-confirmed', 'deal-cancelled', 'handover-locked', 'deal-message', 'review-received', 'deal-ended', 'favourite-price-dropped', 'favourite-sold', 'saved-search-match'));--> statement-breakpoint
-- A listing becoming public (available, its seller not banned: new, approved, unbanned) waits to
-- be matched against the saved searches, in the transaction that publishes it.
CREATE FUNCTION saved_search_queue_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'available' AND NOT NEW.seller_banned
     AND (TG_OP = 'INSERT' OR OLD.status <> 'available' OR OLD.seller_banned) THEN
    INSERT INTO saved_search_queue (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_saved_search_queue
  AFTER INSERT OR UPDATE OF status, seller_banned ON products
  FOR EACH ROW EXECUTE FUNCTION saved_search_queue_listing();
