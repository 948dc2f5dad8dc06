import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, reviewLogs, userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordRows } from "./deck-rows";
import { NEW_ACCOUNT_SETTINGS } from "./new-account-settings";
import { cookieCall, createAppWithDecks, jsonHeaders, signUpAs } from "./test-app";

const now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

describe("scheduling settings", () => {
  it("updates only the fields sent, and refuses bad values with 'Invalid FSRS settings: …'", async () => {
    const u = await signUpAs(ctx, "settings1", "maple-cloud-88");
    const put = (payload: unknown) => cookieCall(ctx, u.cookie)("PUT", "/api/me/fsrs-settings", payload);
    const ok = await put({ requestRetention: 0.85, studyAlgorithm: "AUTOMATIC" });
    expect(ok.json()).toMatchObject({
      requestRetention: 0.85,
      studyAlgorithm: "AUTOMATIC",
      maximumInterval: 36500,
      easyBonus: 1.3,
    });

    const bad = await put({ requestRetention: 1.5, easyBonus: 0.2, studyType: "Dance" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      "Invalid FSRS settings: Desired retention must be between 50 % and 100 %, Easy bonus must be between 1.0 and 3.0, Study type must be one of: All, Typing, Multiple Choice, Audio",
    );
    const [row] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.userId));
    expect(row?.requestRetention).toBe(0.85);
    expect((await put({ maximumInterval: 0 })).json().error.message).toBe(
      "Invalid FSRS settings: Maximum interval must be between 1 and 36500 days",
    );
    expect((await put({ hardInterval: 2.5 })).json().error.message).toBe(
      "Invalid FSRS settings: Hard interval must be between 0.5 and 2.0",
    );
    expect((await put({ studyAlgorithm: "GUESS" })).json().error.message).toBe(
      "Invalid FSRS settings: Study algorithm must be either AUTOMATIC or MANUAL",
    );
    expect((await put({ surprise: 1 })).statusCode).toBe(400);
    // Production practice: off by default, a study preference like the algorithm.
    expect((await put({ productionPractice: "yes" })).statusCode).toBe(400);
    expect((await put({ productionPractice: true })).json().productionPractice).toBe(true);
    await put({ studyType: "Typing", dayStartHour: 6 });
    await ctx.database.db
      .update(fsrsSettings)
      .set({ weights: Array.from({ length: 21 }, () => 0.5), lastOptimization: { adopted: true } })
      .where(eq(fsrsSettings.userId, u.userId));

    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/me/fsrs-settings/reset",
      headers: jsonHeaders({ cookie: u.cookie }),
      payload: {},
    });
    expect(reset.json()).toMatchObject({
      // "FSRS settings reset to defaults!" means all of them: the study preferences and fitted parameters too.
      ...NEW_ACCOUNT_SETTINGS,
      dayStartHour: 4,
      productionPractice: false,
      weights: null,
      lastOptimization: null,
    });
    const [afterReset] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.userId));
    expect(afterReset?.weights).toBeNull();
    expect(afterReset?.studyAlgorithm).toBe("MANUAL");
  });

  it("Update Cards recomputes a deck's learned words with the new settings and counts them", async () => {
    const u = await signUpAs(ctx, "settings2", "maple-cloud-88");
    const ws = await deckWordRows(ctx.database, DECK);
    const lastReview = new Date("2026-11-01T10:00:00Z");
    for (const [i, w] of ws.slice(0, 3).entries()) {
      await ctx.database.db.insert(userWordProgress).values({
        userId: u.userId,
        wordId: w.id,
        subDeckId: DECK,
        state: 2,
        stability: 20 + i,
        difficulty: 5,
        reps: 12,
        lastReview,
        nextReview: new Date("2026-11-20T10:00:00Z"),
        // The first word has ten reviews (logged below; a save keeps the count on the row).
        historyCount: i === 0 ? 10 : 0,
      });
    }
    // Ten reviews of the first word: past the 2-day cap for young words.
    await ctx.database.db.insert(reviewLogs).values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: u.userId,
        wordId: ws[0]!.id,
        subDeckId: DECK,
        reviewedAt: new Date(lastReview.getTime() - i * 86_400_000),
        rating: 3,
        mode: "MANUAL",
        state: 2,
        due: lastReview,
        stability: 20,
        difficulty: 5,
        elapsedDays: 1,
        lastElapsedDays: 1,
        scheduledDays: 1,
        learningSteps: 0,
        actualRetention: 1,
      })),
    );
    // A word still in the building phase keeps its schedule.
    await ctx.database.db.insert(userWordProgress).values({
      userId: u.userId,
      wordId: ws[3]!.id,
      subDeckId: DECK,
      state: 1,
      learningSteps: 2,
      stability: 0.1,
      difficulty: 1,
      nextReview: now,
    });
    const update = (retention: number) =>
      ctx.app
        .inject({
          method: "PUT",
          url: "/api/me/fsrs-settings",
          headers: jsonHeaders({ cookie: u.cookie }),
          payload: { requestRetention: retention },
        })
        .then(() =>
          ctx.app.inject({
            method: "POST",
            url: "/api/me/fsrs-settings/update-cards",
            headers: jsonHeaders({ cookie: u.cookie }),
            payload: { subDeckId: DECK },
          }),
        );
    const first = await update(0.7);
    expect(first.json()).toEqual({ updated: 3, message: "Updated 3 words in subdeck with new review times" });
    const due = async (wordId: number) =>
      (
        await ctx.database.db
          .select()
          .from(userWordProgress)
          .where(and(eq(userWordProgress.userId, u.userId), eq(userWordProgress.wordId, wordId)))
      )[0]!.nextReview!;
    const lowRetention = await due(ws[0]!.id);
    await update(0.97);
    const highRetention = await due(ws[0]!.id);
    // Wanting to remember more means seeing the word sooner.
    expect(highRetention.getTime()).toBeLessThan(lowRetention.getTime());
    expect((await due(ws[3]!.id)).getTime()).toBe(now.getTime());
    // A word with fewer than 10 reviews is due within 2 of the learner's days (UTC, from 4:00) of its last review.
    expect((await due(ws[1]!.id)).toISOString()).toBe("2026-11-03T04:00:00.000Z");
    // Each moved due date is logged as a manual reschedule (rating 0), not as a review.
    const manual = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.userId), eq(reviewLogs.kind, "manual")));
    expect(manual.length).toBeGreaterThanOrEqual(3);
    expect(manual.every((r) => r.rating === 0 && r.stateBefore === r.state)).toBe(true);
    expect(manual.find((r) => r.wordId === ws[0]!.id && r.due.getTime() === highRetention.getTime())).toBeTruthy();
  });
});
