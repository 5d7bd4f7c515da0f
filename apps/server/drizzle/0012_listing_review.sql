ALTER TABLE "product_flags" DROP CONSTRAINT "product_flags_kind_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_flags" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reports" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "product_flags_unreviewed_idx" ON "product_flags" USING btree ("product_id") WHERE "product_flags"."reviewed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'held';--> statement-breakpoint
ALTER TABLE "product_flags" ADD CONSTRAINT "product_flags_kind_check" CHECK ("product_flags"."kind" IN ('reused-photo', 'same-imei', 'low-price'));--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_kind_check" CHECK ("product_reports"."kind" IN ('stolen', 'scam', 'wrong-info', 'other'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rejection_reason_check" CHECK (("products"."status" = 'rejected') = ("products"."rejection_reason" IS NOT NULL) AND char_length("products"."rejection_reason") <= 500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('available', 'sold', 'held', 'rejected'));