CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "mining_browse" (
	"user_id" text PRIMARY KEY NOT NULL,
	"word_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mining_media_user_name_uq" UNIQUE("user_id","name")
);
--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "mined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "sentence" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "sentence_meaning" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "sentence_audio_file" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "picture_file" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "mined_fields" jsonb;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_browse" ADD CONSTRAINT "mining_browse_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_media" ADD CONSTRAINT "mining_media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mining_media_created_idx" ON "mining_media" USING btree ("created_at");