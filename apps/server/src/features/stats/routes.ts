import {
  addDays,
  type Clock,
  type DayModel,
  displayedStreak,
  fillDays,
  languageDisplayName,
  lastDayOnVacation,
  learnerDay,
} from "@app/domain";
import { memoryStatsSchema } from "@app/domain/stats-memory/responses";
import { userStatsSchema } from "@app/domain/stats-responses";

import { and, eq, gte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodType } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { userActivity, userInfo } from "../../db/schema";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { countsItems, readWordCounts, topLearnedLanguage, totalWordCounts } from "../word-counts";
import { readMemoryStats } from "./memory-stats";

const HEATMAP_DAYS = 365;

export function registerStatsRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; clock: Clock; settings: FsrsSettingsRepository },
): void {
  const { db } = deps;
  const route = featureRoutes(deps.auth, "stats");
  /** A registered learner's figures: each answer reads the learner's days first. */
  const learnerGet = (
    path: string,
    doc: { summary: string; responses: Record<number, ZodType> },
    answer: (userId: string, day: DayModel) => Promise<unknown>,
  ) =>
    app.get(path, route({ ...doc, access: "registered" }), async (request) => {
      const userId = request.user!.id;
      return answer(userId, await resolveDayModel(db, request, userId));
    });

  /** The memory section of Stats: true retention against the desired one, the forecast, words known now. */
  learnerGet(
    "/api/me/stats/memory",
    {
      summary: "True retention by period, the next 30 days' reviews and the words known now",
      responses: { 200: memoryStatsSchema },
    },
    async (userId, day) => readMemoryStats(db, userId, deps.clock(), day, await deps.settings.get(userId)),
  );

  /** The Stats tab: streaks, learned words, study time, top language, the week and a year of days. */
  learnerGet(
    "/api/me/stats",
    {
      summary: "Streaks, learned words, study time, top language and activity by day",
      responses: { 200: userStatsSchema },
    },
    (userId, day) => readUserStats(db, userId, deps.clock(), day),
  );
}

async function readUserStats(db: Db, userId: string, now: Date, day: DayModel) {
  const today = learnerDay(now, day);
  const [[info], decks, rows] = await Promise.all([
    db.select().from(userInfo).where(eq(userInfo.userId, userId)),
    // Learned Words and the top language: the counts every screen uses (word-counts), over the collection.
    readWordCounts(db, userId, now),
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
  const top = topLearnedLanguage(decks);
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
    totalLearned: totalWordCounts(decks).learned,
    // Learned counts items (each direction and cloze has its own memory): said so when a deck has more.
    countsItems: countsItems(decks),
    studyTime: info?.totalStudyTime ?? 0,
    topLanguage: top
      ? { name: languageDisplayName(top.languageId), flagCode: top.flagCode, wordCount: top.learned }
      : null,
    weeklyProgress: fillDays(rows, today, 7),
    yearActivity: rows.filter((r) => r.learned + r.reviewed + r.studyTime > 0),
  };
}
