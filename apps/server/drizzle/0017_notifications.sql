CREATE TABLE "notification_email_off" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "notification_email_off_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_email_off_kind_check" CHECK ("notification_email_off"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('booking-created', 'booking-cancelled', 'listing-approved', 'listing-rejected', 'listing-reported', 'booked-phone-sold', 'booked-phone-deleted', 'listing-awaits-review', 'listing-third-report'))
);
--> statement-breakpoint
ALTER TABLE "notification_email_off" ADD CONSTRAINT "notification_email_off_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;