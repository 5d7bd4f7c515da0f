ALTER TABLE "images" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei2" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "official" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "battery_health" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_box" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_charger" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_receipt" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "repairs" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kyd_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "receipt_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kyd_photo_id_images_id_fk" FOREIGN KEY ("kyd_photo_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_receipt_photo_id_images_id_fk" FOREIGN KEY ("receipt_photo_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_imei_idx" ON "products" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "products_imei2_idx" ON "products" USING btree ("imei2");--> statement-breakpoint
CREATE INDEX "products_kyd_photo_idx" ON "products" USING btree ("kyd_photo_id");--> statement-breakpoint
CREATE INDEX "products_receipt_photo_idx" ON "products" USING btree ("receipt_photo_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_imei_check" CHECK ("products"."imei" ~ '^[0-9]{15}$' AND "products"."imei2" ~ '^[0-9]{15}$' AND "products"."imei2" <> "products"."imei");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_passport_check" CHECK ("products"."imei" IS NULL OR ("products"."official" IS NOT NULL AND "products"."has_box" IS NOT NULL AND "products"."has_charger" IS NOT NULL AND "products"."has_receipt" IS NOT NULL AND "products"."warranty_months" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_battery_health_check" CHECK ("products"."battery_health" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_warranty_months_check" CHECK ("products"."warranty_months" BETWEEN 0 AND 36);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_repairs_check" CHECK (char_length("products"."repairs") <= 300);