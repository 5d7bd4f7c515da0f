CREATE TABLE "product_flags" (
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_flags_product_id_kind_pk" PRIMARY KEY("product_id","kind"),
	CONSTRAINT "product_flags_kind_check" CHECK ("product_flags"."kind" IN ('reused-photo'))
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "product_flags" ADD CONSTRAINT "product_flags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_hash_band0_idx" ON "images" USING btree ((("perceptual_hash" >> 48) & 65535)) WHERE "images"."perceptual_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "images_hash_band1_idx" ON "images" USING btree ((("perceptual_hash" >> 32) & 65535)) WHERE "images"."perceptual_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "images_hash_band2_idx" ON "images" USING btree ((("perceptual_hash" >> 16) & 65535)) WHERE "images"."perceptual_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "images_hash_band3_idx" ON "images" USING btree ((("perceptual_hash" >> 0) & 65535)) WHERE "images"."perceptual_hash" IS NOT NULL;