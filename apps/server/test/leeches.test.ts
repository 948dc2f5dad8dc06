import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, reviewLogs, userWordProgress } from "../src/db/schema";
import { createStudyRepository } from "../src/features/study/repository";
import { appPerFile } from "./app-per-file";
import { deckWordIds } from "./deck-rows";
import { cookieCall, createAppWithDecks, guestClient, jsonHeaders, signUpAs } from "./test-app";

const NOW = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";
const DAY = 86_400_000;

const ctx = appPerFile(() => createAppWithDecks({ clock: () => NOW }));

/** A guest with the deck; its words in review, the first `lapses[i]` times lapsed each. */
async function learnerWithLapses(lapses: number[]) {
  const u = await guestClient(ctx);
  await u.call("POST", "/api/me/decks", { subDeckId: DECK });
  const ids = await deckWordIds(ctx.database, DECK);
  await ctx.database.db.insert(userWordProgress).values(
    lapses.map((n, i) => ({
      userId: u.id,
      wordId: ids[i]!,
      subDeckId: DECK,
      state: 2,
      stability: 3,
      difficulty: 9 - i,
      reps: 20,
      lapses: n,
      correctCount: 10,
      reviewedCount: 20,
      historyCount: 20,
      lastReview: new Date(NOW.getTime() - 3 * DAY),
      nextReview: new Date(NOW.getTime() + DAY),
    })),
  );
  return { ...u, ids };
}

const progressOf = async (userId: string, wordId: number) =>
  (
    await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.wordId, wordId)))
  )[0]!;

describe("leeches", () => {
  it("lists words with 8 lapses or more, of one deck or all, to their learner only", async () => {
    const u = await learnerWithLapses([8, 7, 12]);
    const all = (await u.call("GET", "/api/me/leeches")).json();
    expect(all.threshold).toBe(8);
    expect(all.leeches.map((l: { wordId: number }) => l.wordId)).toEqual([u.ids[2], u.ids[0]]);
    expect(all.leeches[0]).toMatchObject({ subDeckId: DECK, lapses: 12, notes: null });
    expect(typeof all.leeches[0].word).toBe("string");
    const deck = (await u.call("GET", `/api/me/leeches?subDeckId=${DECK}`)).json();
    expect(deck.leeches).toHaveLength(2);
    expect((await u.call("GET", "/api/me/leeches?subDeckId=Not%20a%20deck")).statusCode).toBe(400);

    const other = await guestClient(ctx);
    expect((await other.call("GET", "/api/me/leeches")).json().leeches).toEqual([]);
    const stolen = await other.call("POST", `/api/me/leeches/${u.ids[0]}`, { action: "ignore" });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe("This word is not one of your leeches");
    expect((await progressOf(u.id, u.ids[0]!)).isIgnored).toBe(false);
    const signedOut = await ctx.app.inject({ method: "GET", url: "/api/me/leeches", headers: jsonHeaders() });
    expect(signedOut.statusCode).toBe(401);
  });

  it("keep: no longer flagged until as many lapses more", async () => {
    const u = await learnerWithLapses([9]);
    const kept = await u.call("POST", `/api/me/leeches/${u.ids[0]}`, { action: "keep" });
    expect(kept.json()).toMatchObject({ wordId: u.ids[0], action: "keep" });
    expect((await u.call("GET", "/api/me/leeches")).json().leeches).toEqual([]);
    expect((await u.call("POST", `/api/me/leeches/${u.ids[0]}`, { action: "keep" })).statusCode).toBe(404);
    await ctx.database.db.update(userWordProgress).set({ lapses: 17 }).where(eq(userWordProgress.userId, u.id));
    expect((await u.call("GET", "/api/me/leeches")).json().leeches).toHaveLength(1);
  });

  it("relearn: back to new with its note, taken by Learn New; ignore: ignored", async () => {
    const u = await learnerWithLapses([8, 10]);
    const relearn = await u.call("POST", `/api/me/leeches/${u.ids[0]}`, {
      action: "relearn",
      notes: "Picture a cat on a mat",
    });
    expect(relearn.statusCode).toBe(200);
    expect(await progressOf(u.id, u.ids[0]!)).toMatchObject({
      state: 0,
      lapses: 0,
      reps: 0,
      stability: 0,
      nextReview: null,
      correctCount: 0,
      userNotes: "Picture a cat on a mat",
    });
    const learn = (await u.call("GET", `/api/me/study/learn-new/${DECK}`)).json();
    expect(learn.words.map((w: { id: number }) => w.id)).toContain(u.ids[0]);
    // The reset is in the review log (a manual row, rating 0, the word new after it), written at the
    // server's time: the log, its readers and the optimizer see it.
    const logs = await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      wordId: u.ids[0],
      subDeckId: DECK,
      kind: "manual",
      rating: 0,
      stateBefore: 2,
      state: 0,
      stability: 0,
      difficulty: 0,
      reviewedAt: NOW,
      // The learner's study algorithm (MANUAL by default).
      mode: "MANUAL",
    });

    expect((await u.call("POST", `/api/me/leeches/${u.ids[1]}`, { action: "ignore" })).statusCode).toBe(200);
    expect((await progressOf(u.id, u.ids[1]!)).isIgnored).toBe(true);
    expect((await u.call("GET", "/api/me/leeches")).json().leeches).toEqual([]);
    // Ignoring is no change of memory: nothing more in the log.
    expect(await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id))).toHaveLength(1);
  });

  it("refuses a bad choice, a bad word id and an over-long note with 400 and a clear message", async () => {
    const u = await learnerWithLapses([8]);
    const bad = await u.call("POST", `/api/me/leeches/${u.ids[0]}`, { action: "forget" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Choose keep, relearn or ignore for a leech");
    expect((await u.call("POST", "/api/me/leeches/abc", { action: "keep" })).statusCode).toBe(400);
    const long = await u.call("POST", `/api/me/leeches/${u.ids[0]}`, { action: "relearn", notes: "x".repeat(5000) });
    expect(long.statusCode).toBe(400);
    expect((await progressOf(u.id, u.ids[0]!)).state).toBe(2);
  });

  it("Hard Words puts leeches first; the threshold is the learner's setting", async () => {
    // Difficulty falls with the word's place: without leeches first, the first word would lead.
    const u = await learnerWithLapses([0, 1, 8]);
    // (The deck is too small to unlock Hard Words: its word list is read as the session reads it.)
    const hard = await createStudyRepository(ctx.database.db).wordsWithProgress(u.id, DECK, "started", NOW);
    expect(hard.map((e) => e.word.id)).toEqual([u.ids[2], u.ids[0], u.ids[1]]);
    await ctx.database.db.update(fsrsSettings).set({ leechThreshold: 1 }).where(eq(fsrsSettings.userId, u.id));
    expect((await u.call("GET", "/api/me/leeches")).json().leeches).toHaveLength(2);
  });

  it("the threshold, load balancing and easy days are scheduling settings, validated", async () => {
    const m = await signUpAs(ctx, "leechy1", "maple-cloud-88");
    const put = (payload: unknown) => cookieCall(ctx, m.cookie)("PUT", "/api/me/fsrs-settings", payload);
    const get = await ctx.app.inject({
      method: "GET",
      url: "/api/me/fsrs-settings",
      headers: jsonHeaders({ cookie: m.cookie }),
    });
    expect(get.json()).toMatchObject({
      loadBalancing: true,
      easyDays: ["normal", "normal", "normal", "normal", "normal", "normal", "normal"],
      leechThreshold: 8,
    });
    const easyDays = ["normal", "normal", "normal", "normal", "normal", "reduced", "minimum"];
    expect((await put({ loadBalancing: false, easyDays, leechThreshold: 5 })).json()).toMatchObject({
      loadBalancing: false,
      easyDays,
      leechThreshold: 5,
    });
    const bad = await put({ easyDays: ["normal"], leechThreshold: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      "Invalid FSRS settings: Easy days must give each weekday, Monday first, as normal, reduced or minimum, A word must lapse 1 to 99 times to be a leech",
    );
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/me/fsrs-settings/reset",
      headers: jsonHeaders({ cookie: m.cookie }),
      payload: {},
    });
    expect(reset.json()).toMatchObject({ loadBalancing: true, leechThreshold: 8 });
  });
});
