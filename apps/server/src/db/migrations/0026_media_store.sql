CREATE TABLE "media_blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_hash" CHECK ("media_blobs"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "media_chunks" (
	"hash" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_hash_seq_pk" PRIMARY KEY("hash","seq")
);
--> statement-breakpoint
ALTER TABLE "own_media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mining_media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "own_media" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "own_media" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "own_media" SET "size" = octet_length("bytes") WHERE "bytes" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "own_media" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mining_media" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_hash_media_blobs_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_blobs"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_blobs_checked_idx" ON "media_blobs" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "words_audio_file_idx" ON "words" USING btree ("audio_file") WHERE "words"."audio_file" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "words_sentence_audio_file_idx" ON "words" USING btree ("sentence_audio_file") WHERE "words"."sentence_audio_file" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "words_picture_file_idx" ON "words" USING btree ("picture_file") WHERE "words"."picture_file" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "own_media_hash_idx" ON "own_media" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "own_media_checked_idx" ON "own_media" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "mining_media_hash_idx" ON "mining_media" USING btree ("hash");