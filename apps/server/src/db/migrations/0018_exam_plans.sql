CREATE TABLE "exam_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sub_deck_id" text NOT NULL,
	"exam_date" date NOT NULL,
	"target_percent" smallint DEFAULT 90 NOT NULL,
	"minutes_cap" smallint NOT NULL,
	"outcome" jsonb NOT NULL,
	"planned_on" date NOT NULL,
	"predicted_share" double precision NOT NULL,
	"new_at_plan" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_plans_user_sub_deck_uq" UNIQUE("user_id","sub_deck_id"),
	CONSTRAINT "exam_plans_target" CHECK ("exam_plans"."target_percent" BETWEEN 1 AND 100),
	CONSTRAINT "exam_plans_minutes_cap" CHECK ("exam_plans"."minutes_cap" BETWEEN 1 AND 600)
);
--> statement-breakpoint
ALTER TABLE "exam_plans" ADD CONSTRAINT "exam_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_plans" ADD CONSTRAINT "exam_plans_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;