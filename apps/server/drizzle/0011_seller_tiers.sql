CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shop_name" text,
	"photo_id" uuid,
	"second_photo_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "verification_requests_kind_check" CHECK ("verification_requests"."kind" IN ('identity', 'shop')),
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_requests_photos_check" CHECK (("verification_requests"."status" = 'pending') = ("verification_requests"."photo_id" IS NOT NULL) AND ("verification_requests"."second_photo_id" IS NULL OR "verification_requests"."photo_id" IS NOT NULL)),
	CONSTRAINT "verification_requests_shop_name_check" CHECK (("verification_requests"."kind" = 'shop') = ("verification_requests"."shop_name" IS NOT NULL) AND char_length("verification_requests"."shop_name") <= 80),
	CONSTRAINT "verification_requests_reason_check" CHECK (("verification_requests"."status" = 'rejected') = ("verification_requests"."reason" IS NOT NULL) AND char_length("verification_requests"."reason") <= 500),
	CONSTRAINT "verification_requests_decided_check" CHECK (("verification_requests"."status" = 'pending') = ("verification_requests"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_second_photo_id_images_id_fk" FOREIGN KEY ("second_photo_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_pending_idx" ON "verification_requests" USING btree ("user_id","kind") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("created_at","id") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_photo_idx" ON "verification_requests" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "verification_requests_second_photo_idx" ON "verification_requests" USING btree ("second_photo_id");--> statement-breakpoint
CREATE INDEX "verification_requests_decided_by_idx" ON "verification_requests" USING btree ("decided_by");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): every product shows its seller's
-- tier (decision 024), so a change of the email confirmation or the verified shop's name
-- invalidates the cached lists too, beside the name, email and verified mark of 0005.
DROP TRIGGER "user_list_version" ON "user";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_list_version" AFTER UPDATE ON "user"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."verified" IS DISTINCT FROM NEW."verified"
    OR OLD."email_verified" IS DISTINCT FROM NEW."email_verified"
    OR OLD."shop_name" IS DISTINCT FROM NEW."shop_name")
  EXECUTE FUNCTION "bump_list_version"();
