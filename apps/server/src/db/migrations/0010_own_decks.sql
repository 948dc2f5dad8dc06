CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"file" "bytea",
	"mapping" jsonb,
	"progress" double precision DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status" CHECK ("imports"."status" IN ('preview', 'running', 'done', 'failed')),
	CONSTRAINT "imports_kind" CHECK ("imports"."kind" IN ('delimited', 'anki'))
);
--> statement-breakpoint
CREATE TABLE "own_decks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"term_language" text NOT NULL,
	"translation_language" text NOT NULL,
	"has_reading" boolean DEFAULT false NOT NULL,
	"writing" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'editor' NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_decks_owner_source_uq" UNIQUE("owner_id","source_key"),
	CONSTRAINT "own_decks_id_slug" CHECK ("own_decks"."id" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "own_decks_visibility" CHECK ("own_decks"."visibility" IN ('private', 'unlisted', 'public')),
	CONSTRAINT "own_decks_source" CHECK ("own_decks"."source" IN ('editor', 'csv', 'anki'))
);
--> statement-breakpoint
CREATE TABLE "own_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"own_deck_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "own_media_deck_name_uq" UNIQUE("own_deck_id","name")
);
--> statement-breakpoint
ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_mode";--> statement-breakpoint
ALTER TABLE "sub_decks" ADD COLUMN "own_deck_id" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "audio_file" text;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_decks" ADD CONSTRAINT "own_decks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_media" ADD CONSTRAINT "own_media_own_deck_id_own_decks_id_fk" FOREIGN KEY ("own_deck_id") REFERENCES "public"."own_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "own_decks_owner_idx" ON "own_decks" USING btree ("owner_id","updated_at");--> statement-breakpoint
ALTER TABLE "sub_decks" ADD CONSTRAINT "sub_decks_own_deck_id_own_decks_id_fk" FOREIGN KEY ("own_deck_id") REFERENCES "public"."own_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_decks_own_deck_idx" ON "sub_decks" USING btree ("own_deck_id","position");--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_source_uq" UNIQUE("user_id","source_id");--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_mode" CHECK ("review_logs"."mode" IN ('AUTOMATIC', 'MANUAL', 'IMPORT'));