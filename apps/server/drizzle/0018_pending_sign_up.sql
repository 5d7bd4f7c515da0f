CREATE TABLE "pending_sign_up" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"language" text,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_sign_up_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pending_sign_up_role_check" CHECK ("pending_sign_up"."role" IN ('Buyer', 'Seller')),
	CONSTRAINT "pending_sign_up_language_check" CHECK ("pending_sign_up"."language" IN ('en', 'bn'))
);
