import type { PlanWordRow } from "@app/domain/planning/plan-learner";
import { and, count, eq, gte, inArray, ne, or } from "drizzle-orm";
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

    /** The plans of the group `row` belongs to (decks still in the collection); a row with no group alone. */
    async group(row: ExamPlanRow): Promise<ExamPlanRow[]> {
      if (row.groupId === null) return [row];
      const rows = await db
        .select({ plan: examPlans })
        .from(examPlans)
        .innerJoin(userDecks, and(eq(userDecks.userId, examPlans.userId), eq(userDecks.subDeckId, examPlans.subDeckId)))
        .where(and(eq(examPlans.userId, row.userId), eq(examPlans.groupId, row.groupId)));
      return rows.map((r) => r.plan);
    },

    /**
     * Saves decks planned together (one row each, the same group id) in one transaction: any plan these
     * decks had is replaced, with the rest of its group, so a deck is only ever in one plan.
     */
    async saveGroup(
      userId: string,
      plans: Omit<NewExamPlan, "userId" | "groupId">[],
      groupId: string,
      now: Date,
    ): Promise<ExamPlanRow[]> {
      const ids = plans.map((plan) => plan.subDeckId);
      return db.transaction(async (tx) => {
        const earlier = await tx
          .select({ groupId: examPlans.groupId })
          .from(examPlans)
          .where(and(eq(examPlans.userId, userId), inArray(examPlans.subDeckId, ids)));
        const groups = earlier.flatMap((r) => (r.groupId ? [r.groupId] : []));
        const replaced = groups.length > 0 ? inArray(examPlans.groupId, groups) : undefined;
        await tx
          .delete(examPlans)
          .where(and(eq(examPlans.userId, userId), or(inArray(examPlans.subDeckId, ids), replaced)));
        return tx
          .insert(examPlans)
          .values(plans.map((plan) => ({ ...plan, userId, groupId, createdAt: now, updatedAt: now })))
          .returning();
      });
    },

    /** Removes the deck's plan, with every deck planned together with it; false when it had none. */
    async remove(userId: string, subDeckId: string): Promise<boolean> {
      const [row] = await db.select().from(examPlans).where(ofDeck(userId, subDeckId));
      if (!row) return false;
      const together = row.groupId ? eq(examPlans.groupId, row.groupId) : undefined;
      await db.delete(examPlans).where(and(eq(examPlans.userId, userId), or(eq(examPlans.id, row.id), together)));
      return true;
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
          historyCount: userWordProgress.historyCount,
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

    /** The deck's own desired retention in the learner's collection (null: the learner's default). */
    async deckRetention(userId: string, subDeckId: string): Promise<number | null> {
      const [row] = await db
        .select({ retention: userDecks.desiredRetention })
        .from(userDecks)
        .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId)));
      return row?.retention ?? null;
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
