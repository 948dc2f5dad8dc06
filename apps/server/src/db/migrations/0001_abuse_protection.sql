CREATE TABLE "captcha_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure_hours" (
	"email" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_failure_hours_pk" PRIMARY KEY("email","hour_start")
);
--> statement-breakpoint
CREATE TABLE "login_lockouts" (
	"email" text NOT NULL,
	"client_key" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_lockouts_pk" PRIMARY KEY("email","client_key")
);
--> statement-breakpoint
CREATE TABLE "signup_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_blocks" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "signup_blocks_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "signup_attempts_key_time_idx" ON "signup_attempts" USING btree ("kind","key","attempted_at");