ALTER TABLE "exam_plans" ADD COLUMN "group_id" uuid;--> statement-breakpoint
CREATE INDEX "exam_plans_user_group_idx" ON "exam_plans" USING btree ("user_id","group_id");