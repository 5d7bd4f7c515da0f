DROP INDEX "images_hash_band0_idx";--> statement-breakpoint
DROP INDEX "images_hash_band1_idx";--> statement-breakpoint
DROP INDEX "images_hash_band2_idx";--> statement-breakpoint
DROP INDEX "images_hash_band3_idx";--> statement-breakpoint
CREATE INDEX "images_hash_band0_idx" ON "images" USING btree ((("perceptual_hash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "images_hash_band1_idx" ON "images" USING btree ((("perceptual_hash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "images_hash_band2_idx" ON "images" USING btree ((("perceptual_hash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "images_hash_band3_idx" ON "images" USING btree ((("perceptual_hash" >> 0) & 65535));--> statement-breakpoint
-- The new indexes' statistics now, not at autovacuum's next visit (PGlite has none).
ANALYZE "images";