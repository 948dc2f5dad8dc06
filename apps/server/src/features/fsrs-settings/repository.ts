import {
  DEFAULT_FSRS_SETTINGS,
  DEFAULT_REVIEW_SPREAD,
  type FsrsSettings,
  type ReviewSpreadSettings,
} from "@app/domain";
import type { WeekLoads } from "@app/domain/planning/day-load";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { fsrsSettings } from "../../db/schema";

export type StoredFsrsSettings = FsrsSettings &
  ReviewSpreadSettings & {
    weights: number[] | null;
    lastOptimization: Record<string, unknown> | null;
    updatedAt: Date;
  };

type Row = typeof fsrsSettings.$inferSelect;

/** A settings row as the scheduler uses it. */
export function settingsFromRow(row: Row): StoredFsrsSettings {
  return {
    studyAlgorithm: row.studyAlgorithm as FsrsSettings["studyAlgorithm"],
    studyType: row.studyType as FsrsSettings["studyType"],
    requestRetention: row.requestRetention,
    maximumInterval: row.maximumInterval,
    easyBonus: row.easyBonus,
    hardInterval: row.hardInterval,
    reinforceNewCards: row.reinforceNewCards,
    relearnMatureCards: row.relearnMatureCards,
    dayStartHour: row.dayStartHour,
    productionPractice: row.productionPractice,
    loadBalancing: row.loadBalancing,
    easyDays: weekLoadsOf(row.easyDays),
    leechThreshold: row.leechThreshold,
    weights: row.weights ?? null,
    lastOptimization: row.lastOptimization ?? null,
    updatedAt: row.updatedAt,
  };
}

/** A stored week of easy days, each weekday read as normal when the row holds something else. */
function weekLoadsOf(stored: unknown): WeekLoads {
  const days = Array.isArray(stored) ? stored : [];
  const at = (i: number) => (days[i] === "reduced" || days[i] === "minimum" ? days[i] : "normal");
  return [at(0), at(1), at(2), at(3), at(4), at(5), at(6)];
}

export function createFsrsSettingsRepository(db: Db) {
  /** Writes `changes` into the user's row; a missing row (made at sign-up, so not expected) starts from the defaults. */
  const upsert = async (userId: string, changes: Partial<typeof fsrsSettings.$inferInsert>) => {
    const [row] = await db
      .insert(fsrsSettings)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: fsrsSettings.userId, set: changes })
      .returning();
    return row!;
  };

  return {
    /** The user's settings; a missing row (should not happen: made at sign-up) is created with defaults. */
    async get(userId: string): Promise<StoredFsrsSettings> {
      const [row] = await db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId));
      if (row) return settingsFromRow(row);
      const [created] = await db.insert(fsrsSettings).values({ userId }).onConflictDoNothing().returning();
      if (created) return settingsFromRow(created);
      const [again] = await db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId));
      return settingsFromRow(again!);
    },

    async update(
      userId: string,
      patch: Partial<Omit<StoredFsrsSettings, "weights" | "lastOptimization" | "updatedAt">>,
    ): Promise<StoredFsrsSettings> {
      const { easyDays, ...rest } = patch;
      return settingsFromRow(
        await upsert(userId, { ...rest, ...(easyDays ? { easyDays: [...easyDays] } : {}), updatedAt: new Date() }),
      );
    },

    /**
     * Back to the defaults, as the spec's reset does: every field as a new account starts it (the
     * study preferences too) and the library's parameters in place of fitted ones, so "FSRS settings
     * reset to defaults!" is true.
     */
    async reset(userId: string): Promise<StoredFsrsSettings> {
      const spread = { ...DEFAULT_REVIEW_SPREAD, easyDays: [...DEFAULT_REVIEW_SPREAD.easyDays] };
      const changes = {
        ...DEFAULT_FSRS_SETTINGS,
        ...spread,
        weights: null,
        lastOptimization: null,
        updatedAt: new Date(),
      };
      return settingsFromRow(await upsert(userId, changes));
    },

    /** Parameters taken over from elsewhere (an Anki collection's deck options): no optimisation summary. */
    async adoptWeights(userId: string, weights: number[]) {
      await upsert(userId, { weights, lastOptimization: null, updatedAt: new Date() });
    },

    async setOptimization(userId: string, weights: number[] | null, summary: Record<string, unknown> | null) {
      await upsert(userId, { weights, lastOptimization: summary, updatedAt: new Date() });
    },
  };
}

export type FsrsSettingsRepository = ReturnType<typeof createFsrsSettingsRepository>;
