import type { PlanWordRow } from "@app/domain/planning/plan-learner";
import { and, count, eq, gte, ne, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { examPlans, userDecks, userWordProgress } from "../../db/schema";
import { learnerDeckProgress } from "../../db/selections";

export type ExamPlanRow = typeof examPlans.$inferSelect;
export type NewExamPlan = Omit<typeof examPlans.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Exam plans, and what the planner reads of a learner's deck. Every query is scoped to the user. */
export function createExamPlansRepository(db: Db) {
  const ofDeck = (userId: string, subDeckId: string) =>
    and(eq(examPlans.userId, userId), eq(examPlans.subDeckId, subDeckId));
  return {
    async get(userId: string, subDeckId: string): Promise<ExamPlanRow | null> {
      const [row] = await db.select().from(examPlans).where(ofDeck(userId, subDeckId));
      return row ?? null;
    },

    /** The learner's plans for decks still in their collection. */
    async list(userId: string): Promise<ExamPlanRow[]> {
      const rows = await db
        .select({ plan: examPlans })
        .from(examPlans)
        .innerJoin(userDecks, and(eq(userDecks.userId, examPlans.userId), eq(userDecks.subDeckId, examPlans.subDeckId)))
        .where(eq(examPlans.userId, userId));
      return rows.map((r) => r.plan);
    },

    async save(plan: NewExamPlan, now: Date): Promise<ExamPlanRow> {
      const { userId, subDeckId, ...goal } = plan;
      const [row] = await db
        .insert(examPlans)
        .values({ ...plan, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [examPlans.userId, examPlans.subDeckId], set: { ...goal, updatedAt: now } })
        .returning();
      return row!;
    },

    async remove(userId: string, subDeckId: string): Promise<boolean> {
      const rows = await db.delete(examPlans).where(ofDeck(userId, subDeckId)).returning({ id: examPlans.id });
      return rows.length > 0;
    },

    /** The deck's words the learner has studied or set aside, with their memory and answer times. */
    async studiedWords(userId: string, subDeckId: string): Promise<PlanWordRow[]> {
      return db
        .select({
          stability: userWordProgress.stability,
          difficulty: userWordProgress.difficulty,
          lastReview: userWordProgress.lastReview,
          nextReview: userWordProgress.nextReview,
          isIgnored: userWordProgress.isIgnored,
          responseTimes: userWordProgress.responseTimes,
        })
        .from(userWordProgress)
        .where(
          learnerDeckProgress(
            userId,
            subDeckId,
            or(ne(userWordProgress.state, 0), eq(userWordProgress.isIgnored, true)),
          ),
        );
    },

    /** Words of the deck first studied since `since` (the start of the learner's day). */
    async learnedSince(userId: string, subDeckId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userWordProgress)
        .where(
          learnerDeckProgress(
            userId,
            subDeckId,
            eq(userWordProgress.isIgnored, false),
            gte(userWordProgress.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type ExamPlansRepository = ReturnType<typeof createExamPlansRepository>;
