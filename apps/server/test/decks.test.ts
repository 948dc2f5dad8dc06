import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewLogs, studySessions, timeRushScores, userActivity, userDecks, userWordProgress } from "../src/db/schema";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { loadUpdates } from "../src/db/seed/load-updates";
import { deckWordRows, giveProgress, giveSession, reviewLogRow } from "./deck-rows";
import { createTestApp, guestClient, type TestContext } from "./test-app";

let ctx: TestContext;
let now = new Date("2026-11-21T12:00:00Z");
const DECK = "testish-basics-1";

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  await loadStarterContent(ctx.database.db, path.resolve(import.meta.dirname, "../../../data/decks"));
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
  await loadUpdates(ctx.database.db, path.resolve(import.meta.dirname, "../../../data/updates.json"));
});
afterAll(async () => {
  await ctx?.close();
});

const newUser = () => guestClient(ctx);

const deckWords = () => deckWordRows(ctx.database);

describe("catalogue", () => {
  it("refuses visitors without a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/languages" });
    expect(res.statusCode).toBe(401);
  });

  it("pages languages 9 at a time and searches id, name, description and flag code", async () => {
    const u = await newUser();
    const all = (await u.call("GET", "/api/languages?pageSize=100")).json();
    expect(all.items.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining(["chinese", "japanese", "testish"]),
    );
    const first = (await u.call("GET", "/api/languages")).json();
    expect(first.items.length).toBeLessThanOrEqual(9);
    expect(first.page).toBe(1);
    const byFlag = (await u.call("GET", "/api/languages?q=JP")).json();
    expect(byFlag.items.map((l: { id: string }) => l.id)).toContain("japanese");
    const byName = (await u.call("GET", "/api/languages?q=Chin")).json();
    expect(byName.items[0]).toMatchObject({ id: "chinese", flagCode: "cn" });
    expect(byName.items[0].writingDeckCount).toBeGreaterThan(0);
    const none = (await u.call("GET", "/api/languages?q=klingon")).json();
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it("lists a language's decks 4 per page, words or writing decks", async () => {
    const u = await newUser();
    const page1 = (await u.call("GET", "/api/languages/chinese/sub-decks?kind=words")).json();
    expect(page1.items).toHaveLength(4);
    expect(page1.pageCount).toBeGreaterThan(1);
    expect(page1.items.every((d: { isWritingDeck: boolean }) => !d.isWritingDeck)).toBe(true);
    const writing = (await u.call("GET", "/api/languages/chinese/sub-decks?kind=writing")).json();
    expect(writing.items.length).toBeGreaterThan(0);
    expect(writing.items.every((d: { isWritingDeck: boolean }) => d.isWritingDeck)).toBe(true);
    expect((await u.call("GET", "/api/languages/klingon/sub-decks")).statusCode).toBe(404);
    expect((await u.call("GET", "/api/languages/NOT%20VALID/sub-decks")).statusCode).toBe(400);
  });

  it("serves a deck's words in order, 1000 at most per request", async () => {
    const u = await newUser();
    const res = (await u.call("GET", `/api/sub-decks/${DECK}/words`)).json();
    expect(res.items.map((w: { originalWord: string }) => w.originalWord)).toEqual([
      "hola",
      "gracias",
      "adiós",
      "agua",
      "casa",
    ]);
    expect((await u.call("GET", `/api/sub-decks/${DECK}/words?limit=5000`)).statusCode).toBe(400);
    expect((await u.call("GET", "/api/sub-decks/nope/words")).statusCode).toBe(404);
  });
});

describe("collection", () => {
  it("adds a deck with its Time Rush row; a duplicate and an unknown deck get the spec's texts", async () => {
    const u = await newUser();
    const added = await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe("Basics · Part 1 added to your decks! Taking you there now...");
    const scores = await ctx.database.db.select().from(timeRushScores).where(eq(timeRushScores.userId, u.id));
    expect(scores).toMatchObject([{ subDeckId: DECK, bestScore: 0, gamesPlayed: 0 }]);

    const again = await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Basics · Part 1 is already in your collection!");
    const unknown = await u.call("POST", "/api/me/decks", { subDeckId: "no-such-deck" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("This deck is no longer available.");
    expect((await u.call("POST", "/api/me/decks", { subDeckId: 42 })).statusCode).toBe(400);

    const list = (await u.call("GET", "/api/me/decks")).json();
    expect(list.items).toMatchObject([{ subDeckId: DECK, wordCount: 5, wordsLearned: 0, flagCode: "es" }]);
  });

  it("removing a deck deletes its progress, review history, sessions, score and entry, and nothing of other users", async () => {
    const a = await newUser();
    const b = await newUser();
    const [w1, w2] = await deckWords();
    for (const u of [a, b]) {
      await u.call("POST", "/api/me/decks", { subDeckId: DECK });
      await giveProgress(ctx.database, u.id, w1!.id);
      await giveProgress(ctx.database, u.id, w2!.id, { state: 1, learningSteps: 2 });
      const sessionId = await giveSession(ctx.database, {
        userId: u.id,
        sessionType: "LEARN",
        payloadHash: "x",
        durationSeconds: 30,
        startedAt: now,
      });
      await ctx.database.db
        .insert(reviewLogs)
        .values(reviewLogRow({ userId: u.id, wordId: w1!.id, subDeckId: DECK, sessionId, reviewedAt: now, due: now }));
    }
    // One word is past its building steps, the other still in them: both finished Learn New, so both
    // are learned (the deck page's and the stats' definition; one of them still building).
    expect((await a.call("GET", "/api/me/decks")).json().items[0].wordsLearned).toBe(2);

    const removed = await a.call("DELETE", `/api/me/decks/${DECK}`);
    expect(removed.json()).toEqual({ ok: true, message: "Deck removed successfully!" });
    const db = ctx.database.db;
    for (const table of [userDecks, userWordProgress, reviewLogs, studySessions, timeRushScores]) {
      expect(await db.select().from(table).where(eq(table.userId, a.id))).toHaveLength(0);
      expect((await db.select().from(table).where(eq(table.userId, b.id))).length).toBeGreaterThan(0);
    }
    expect((await a.call("DELETE", `/api/me/decks/${DECK}`)).statusCode).toBe(404);
  });

  it("the deck page's data: progress, counts and the unlock rules", async () => {
    const u = await newUser();
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const ws = await deckWords();
    await giveProgress(ctx.database, u.id, ws[0]!.id, { nextReview: new Date("2026-11-21T11:00:00Z") });
    await giveProgress(ctx.database, u.id, ws[1]!.id, {
      state: 1,
      learningSteps: 2,
      nextReview: new Date("2026-11-21T12:10:00Z"),
    });
    const data = (await u.call("GET", `/api/me/decks/${DECK}/progress`)).json();
    expect(data.inCollection).toBe(true);
    expect(data.counts).toEqual({ total: 5, new: 3, building: 1, learned: 2, dueNow: 1, known: 0, ignored: 0 });
    const byKind = Object.fromEntries(
      data.sessions.map((s: { kind: string; unlocked: boolean }) => [s.kind, s.unlocked]),
    );
    expect(byKind).toEqual({
      "learn-new": true,
      review: false,
      "need-review": true,
      "hard-words": false,
      "audio-review": false,
      "time-rush": false,
    });
    expect(data.progress).toHaveLength(2);
    const first = data.progress.find((p: { wordId: number }) => p.wordId === ws[0]!.id);
    expect(first).toMatchObject({
      state: 2,
      learningSteps: 0,
      isIgnored: false,
      userNotes: null,
      nextReview: "2026-11-21T11:00:00.000Z",
      lastReview: null,
    });
    const building = data.progress.find((p: { wordId: number }) => p.wordId === ws[1]!.id);
    expect(building).toMatchObject({ state: 1, learningSteps: 2, nextReview: "2026-11-21T12:10:00.000Z" });
    expect((await u.call("GET", "/api/me/decks/unknown-deck/progress")).statusCode).toBe(404);
  });
});

describe("word progress", () => {
  it("ignores and unignores in a batch, only learned or ignored words", async () => {
    const u = await newUser();
    const ws = await deckWords();
    await giveProgress(ctx.database, u.id, ws[0]!.id);
    // In its building steps: past Learn New, so learned.
    await giveProgress(ctx.database, u.id, ws[1]!.id, { state: 1, learningSteps: 2 });
    // Back at new ("learn again from new"): not learned.
    await giveProgress(ctx.database, u.id, ws[3]!.id, { state: 0, learningSteps: 0 });
    const res = await u.call("POST", "/api/me/progress/ignore", {
      subDeckId: DECK,
      ignore: [ws[0]!.id, ws[1]!.id, ws[2]!.id, ws[3]!.id],
      unignore: [],
    });
    expect(res.json()).toEqual({
      ignored: [ws[0]!.id, ws[1]!.id],
      unignored: [],
      skipped: [ws[2]!.id, ws[3]!.id],
    });
    const back = await u.call("POST", "/api/me/progress/ignore", {
      subDeckId: DECK,
      ignore: [],
      unignore: [ws[0]!.id],
    });
    expect(back.json().unignored).toEqual([ws[0]!.id]);
    expect(
      (await u.call("POST", "/api/me/progress/ignore", { subDeckId: DECK, ignore: [1], unignore: [1] })).statusCode,
    ).toBe(400);
  });

  it("notes: 500 characters at most, empty saves as none, unavailable for unlearned words", async () => {
    const u = await newUser();
    const ws = await deckWords();
    await giveProgress(ctx.database, u.id, ws[0]!.id);
    const saved = await u.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "sounds like 'ola'" });
    expect(saved.json()).toEqual({ wordId: ws[0]!.id, notes: "sounds like 'ola'" });
    const tooLong = await u.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe("Notes cannot exceed 500 characters");
    await u.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "   " });
    const [row] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ws[0]!.id)));
    expect(row?.userNotes).toBeNull();
    const unlearned = await u.call("PUT", `/api/me/progress/${ws[3]!.id}/notes`, { notes: "hi" });
    expect(unlearned.statusCode).toBe(422);
    expect(unlearned.json().error.message).toBe("Notes not available for unlearned words");
  });

  it("another user's progress and notes are never readable or writable", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const ws = await deckWords();
    await owner.call("POST", "/api/me/decks", { subDeckId: DECK });
    await giveProgress(ctx.database, owner.id, ws[0]!.id, { userNotes: "private" });
    expect((await intruder.call("GET", `/api/me/decks/${DECK}/progress`)).json().progress).toEqual([]);
    expect(
      (await intruder.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "overwritten" })).statusCode,
    ).toBe(422);
    const ignore = (
      await intruder.call("POST", "/api/me/progress/ignore", { subDeckId: DECK, ignore: [ws[0]!.id], unignore: [] })
    ).json();
    expect(ignore.ignored).toEqual([]);
    expect((await intruder.call("DELETE", `/api/me/decks/${DECK}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, owner.id));
    expect(row).toMatchObject({ userNotes: "private", isIgnored: false });
    expect(await ctx.database.db.select().from(userDecks).where(eq(userDecks.userId, owner.id))).toHaveLength(1);
  });
});

describe("home: updates and daily goals", () => {
  it("shows the three newest updates", async () => {
    const u = await newUser();
    const { items } = (await u.call("GET", "/api/updates")).json();
    expect(items).toHaveLength(3);
    expect(items[0].title).toBe("Try it without an account");
    expect(new Date(items[0].publishDate) >= new Date(items[1].publishDate)).toBe(true);
  });

  it("keeps the goal level on today's row in the user's time zone and carries it to the next day", async () => {
    const u = await newUser();
    now = new Date("2026-11-22T03:30:00Z");
    const tz = { "x-time-zone": "Europe/Paris" }; // 04:30 on 22 November there: the learner's day has begun
    const initial = (await u.call("GET", "/api/me/daily-goals", undefined, tz)).json();
    expect(initial).toMatchObject({ day: "2026-11-22", level: 0, targets: { learn: 5, review: 20 }, learned: 0 });
    const saved = (await u.call("PUT", "/api/me/daily-goals", { level: 2 }, tz)).json();
    expect(saved).toMatchObject({ level: 2, targets: { learn: 25, review: 100 } });
    const [row] = await ctx.database.db.select().from(userActivity).where(eq(userActivity.userId, u.id));
    expect(row).toMatchObject({ day: "2026-11-22", dailyGoalLevel: 2 });

    now = new Date("2026-11-23T10:00:00Z");
    const nextDay = (await u.call("GET", "/api/me/daily-goals")).json();
    expect(nextDay).toMatchObject({ day: "2026-11-23", timeZone: "Europe/Paris", level: 2, learned: 0 });
    expect((await u.call("PUT", "/api/me/daily-goals", { level: 3 })).statusCode).toBe(400);
    now = new Date("2026-11-21T12:00:00Z");
  });
});
