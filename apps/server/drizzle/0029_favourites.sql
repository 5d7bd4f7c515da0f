CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "notification_email_off" DROP CONSTRAINT "notification_email_off_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favourites_product_idx" ON "favourites" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "notification_email_off" ADD CONSTRAINT "notification_email_off_kind_check" CHECK ("notification_email_off"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report', 'deal-accepted', 'meetup-proposed', 'meetup-confirmed', 'deal-cancelled', 'handover-locked', 'deal-message', 'review-received', 'deal-ended', 'favourite-price-dropped', 'favourite-sold'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report', 'deal-accepted', 'meetup-proposed', 'meetup-confirmed', 'deal-cancelled', 'handover-locked', 'deal-message', 'review-received', 'deal-ended', 'favourite-price-dropped', 'favourite-sold'));