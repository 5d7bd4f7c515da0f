CREATE TABLE "password_reset_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"address_hash" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_link" ADD CONSTRAINT "password_reset_link_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_link_user_id_idx" ON "password_reset_link" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_link_expires_at_idx" ON "password_reset_link" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_request_address_idx" ON "password_reset_request" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_request_client_idx" ON "password_reset_request" USING btree ("client_hash","created_at");