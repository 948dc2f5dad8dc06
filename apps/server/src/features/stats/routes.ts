import {
  addDays,
  type Clock,
  displayedStreak,
  fillDays,
  languageDisplayName,
  lastDayOnVacation,
  learnerDay,
} from "@app/domain";
import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { languageDecks, subDecks, userActivity, userInfo, userWordProgress } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { resolveDayModel } from "../daily-goals";

const HEATMAP_DAYS = 365;

export function registerStatsRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; clock: Clock }): void {
  const { db } = deps;

  /** The Stats tab: streaks, learned words, study time, top language, the week and a year of days. */
  app.get(
    "/api/me/stats",
    {
      preHandler: requireUser(deps.auth, { registeredOnly: true }),
      ...describeRoute({
        tag: "stats",
        summary: "Streaks, learned words, study time, top language and activity by day",
        access: "registered",
      }),
    },
    async (request) => {
      const userId = request.user!.id;
      const day = await resolveDayModel(db, request, userId);
      const today = learnerDay(deps.clock(), day);
      const learnedCondition = and(
        eq(userWordProgress.userId, userId),
        // Learned = past the building phase (review or relearning) or marked as known: the deck page's
        // and the home card's definition. Words still in their building steps are "in progress".
        or(gte(userWordProgress.state, 2), eq(userWordProgress.isIgnored, true)),
      );

      const [[info], [learned], languages, rows] = await Promise.all([
        db.select().from(userInfo).where(eq(userInfo.userId, userId)),
        db.select({ n: sql<number>`count(*)::int` }).from(userWordProgress).where(learnedCondition),
        db
          .select({ id: languageDecks.id, flagCode: languageDecks.flagCode, words: sql<number>`count(*)::int` })
          .from(userWordProgress)
          .innerJoin(subDecks, eq(subDecks.id, userWordProgress.subDeckId))
          .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
          .where(learnedCondition)
          .groupBy(languageDecks.id)
          .orderBy(desc(sql`count(*)`), languageDecks.id)
          .limit(1),
        db
          .select({
            date: userActivity.day,
            learned: userActivity.dailyLearned,
            reviewed: userActivity.dailyReviewed,
            studyTime: userActivity.dailyStudyTime,
          })
          .from(userActivity)
          .where(and(eq(userActivity.userId, userId), gte(userActivity.day, addDays(today, -(HEATMAP_DAYS - 1)))))
          .orderBy(userActivity.day),
      ]);
      const top = languages[0];
      return {
        today,
        timeZone: day.timeZone,
        dayStartHour: day.dayStartHour,
        streak: displayedStreak(
          info?.currentStreak ?? 0,
          lastDayOnVacation(info?.lastStreakUpdate ?? null, info?.vacationSince ?? null, today),
          today,
          info?.streakFreezes ?? 0,
        ),
        vacationSince: info?.vacationSince ?? null,
        topStreak: info?.topStreak ?? 0,
        // Freezes held (each covers a missed day), and the days they covered lately.
        streakFreezes: info?.streakFreezes ?? 0,
        frozenDays: info?.frozenDays ?? [],
        totalLearned: learned?.n ?? 0,
        studyTime: info?.totalStudyTime ?? 0,
        topLanguage: top ? { name: languageDisplayName(top.id), flagCode: top.flagCode, wordCount: top.words } : null,
        weeklyProgress: fillDays(rows, today, 7),
        yearActivity: rows.filter((r) => r.learned + r.reviewed + r.studyTime > 0),
      };
    },
  );
}
