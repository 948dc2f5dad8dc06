import { reviewHistories } from "@app/domain/study/optimizer-reviews";
import { describe, expect, it } from "vitest";
import { reviewLogs } from "../src/db/schema";
import { readOptimizerLog } from "../src/features/optimizer/read-log";
import { appPerFile } from "./app-per-file";
import { registeredClient } from "./create/create-helpers";
import { deckWordIds, FIXTURE_DECK } from "./deck-rows";
import { createAppWithDecks } from "./test-app";

/**
 * The optimizer learns from each card's history: a word studied both ways (recognition and, with Production
 * practice on, production) is two cards, whose reviews must never be read as one history.
 */
const ctx = appPerFile(() => createAppWithDecks());

describe("the optimizer's log: a word's two directions are two cards", () => {
  it("reads each direction's reviews under its own item id, in time order", async () => {
    const learner = await registeredClient(ctx, "twoways");
    const [word] = await deckWordIds(ctx.database);
    const review = (direction: "recognition" | "production", day: number, rating: number) => ({
      userId: learner.id,
      wordId: word!,
      direction,
      subDeckId: FIXTURE_DECK,
      reviewedAt: new Date(Date.UTC(2026, 10, day, 9)),
      rating,
      mode: "AUTOMATIC",
      state: 2,
      due: new Date(Date.UTC(2026, 10, day + 3)),
      stability: 3,
      difficulty: 5,
      elapsedDays: 1,
      lastElapsedDays: 0,
      scheduledDays: 3,
      learningSteps: 0,
      actualRetention: rating > 1 ? 1 : 0,
    });
    await ctx.database.db
      .insert(reviewLogs)
      .values([
        review("recognition", 1, 3),
        review("production", 2, 1),
        review("recognition", 4, 3),
        review("production", 5, 3),
      ]);

    const log = await readOptimizerLog(ctx.database.db, learner.id);
    expect(log.map((r) => [r.wordId, r.rating])).toEqual([
      [word, 3],
      [-word!, 1],
      [word, 3],
      [-word!, 3],
    ]);
    // Two histories of two reviews each, not one of four.
    const histories = reviewHistories(log);
    expect(histories.map((h) => h.length).sort()).toEqual([2, 2]);
  });
});
