import { buildLegacyCollection, type FixtureCollection, zip } from "@app/import-reader/test-fixtures/build-anki";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { importFile, registeredClient } from "./create/create-helpers";
import { deckWordIds } from "./deck-rows";
import { createAppWithDecks } from "./test-app";

/**
 * One learner with words in every state — building, review, relearning, "Already know", ignored, and
 * an Anki deck imported with its cards in review — and every route that shows a count must answer
 * the same numbers: My Decks, each deck page, Stats, Daily Goals and the catch-up plan.
 */
let now = new Date("2026-11-21T09:00:00Z");
const DECK = "testish-basics-1";
const MINUTE = 60_000;

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

type Answer = { wordId: number; known?: boolean; wrong?: boolean };

/** A session as the client sends it (manual ratings), ending now. */
function session(sessionType: "LEARN" | "NEED_REVIEW" | "REVIEW", answers: Answer[]) {
  return {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType,
    startedAt: new Date(now.getTime() - 60_000).toISOString(),
    durationSeconds: 60,
    words: answers.map(({ wordId, known = false, wrong = false }) => {
      const times = sessionType === "LEARN" && !known ? 5 : known ? 0 : 1;
      return {
        wordId,
        correctCount: wrong ? 0 : times,
        reviewedCount: times,
        gotWrong: wrong,
        alreadyKnow: known,
        responseTimes: Array(times).fill(1.5),
        difficultyScore: 3,
        ratings: Array(times).fill(wrong ? 1 : 3),
      };
    }),
  };
}

/** An Anki collection: 70 review cards due before today with no history kept, 2 review cards whose one
 * answer replays to a learning step (they used to come in "in progress"), and 1 new card. */
function ankiPackage(): Uint8Array {
  const crt = Date.UTC(2026, 9, 1) / 1000; // 1 Oct 2026: Anki's day 0
  const deck = 1_800_000_000_001;
  const type = 1_800_000_000_002;
  const spec: FixtureCollection = {
    crt,
    decks: [
      { id: 1, name: "Default" },
      { id: deck, name: "Coherence" },
    ],
    noteTypes: [{ id: type, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }],
    notes: [],
    cards: [],
    revlog: [],
  };
  for (let i = 0; i < 73; i++) {
    const id = 1_800_000_100_000 + i;
    spec.notes.push({ id, guid: `coherence-${i}`, mid: type, fields: [`palabra ${i}`, `word ${i}`] });
    const card = { id: id + 1000, nid: id, did: deck, ord: 0 };
    if (i < 70) spec.cards.push({ ...card, type: 2, queue: 2, due: 40, ivl: 10, factor: 2500, reps: 4 });
    else if (i < 72) {
      spec.cards.push({ ...card, type: 2, queue: 2, due: 60, ivl: 10, factor: 2500, reps: 1 });
      spec.revlog!.push([Date.UTC(2026, 10, 5, 10, i), card.id, 3, 10, 0, 2500, 5000, 1]);
    } else spec.cards.push({ ...card, type: 0, queue: 0, due: 1 });
  }
  return zip({ "collection.anki2": buildLegacyCollection(spec), media: "{}" });
}

const ALL_COUNTS = ["total", "new", "building", "learned", "dueNow", "known", "ignored"] as const;
type Counts = Record<(typeof ALL_COUNTS)[number], number>;
const sum = (list: Counts[], key: keyof Counts) => list.reduce((n, c) => n + c[key], 0);

describe("one set of counts on every route", () => {
  it("My Decks, the deck pages, Stats, Daily Goals and the catch-up plan agree", async () => {
    const u = await registeredClient(ctx, "coherent");
    const ok = async (method: "GET" | "POST", url: string, body?: unknown) => {
      const res = await u.call(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    await ok("POST", "/api/me/decks", { subDeckId: DECK });
    const [a, b, c, d, e] = (await deckWordIds(ctx.database, DECK)) as [number, number, number, number, number];

    // 09:00 Learn New: a and b "Already know", c, d and e taught (their building steps begin).
    await ok(
      "POST",
      "/api/me/study-sessions",
      session("LEARN", [
        { wordId: a, known: true },
        { wordId: b, known: true },
        { wordId: c },
        { wordId: d },
        { wordId: e },
      ]),
    );
    // c and d take their three building steps (1 min, 10 min, 1 h) and are learned; e waits, due.
    for (const after of [2, 15, 80]) {
      now = new Date(Date.parse("2026-11-21T09:00:00Z") + after * MINUTE);
      await ok("POST", "/api/me/study-sessions", session("NEED_REVIEW", [{ wordId: c }, { wordId: d }]));
    }
    // d is forgotten in a review: relearning, still learned. b is set aside ("Mark as already known").
    now = new Date("2026-11-21T11:00:00Z");
    await ok("POST", "/api/me/study-sessions", session("REVIEW", [{ wordId: d, wrong: true }]));
    await ok("POST", "/api/me/progress/ignore", { subDeckId: DECK, ignore: [b], unignore: [] });

    const status = await importFile(u, { name: "coherence.apkg", bytes: ankiPackage() });
    expect(status.status, JSON.stringify(status)).toBe("done");

    // The states are the ones meant: review, ignored review, review, relearning, building.
    const rows = await ctx.database.db
      .select({ wordId: userWordProgress.wordId, state: userWordProgress.state, ignored: userWordProgress.isIgnored })
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.subDeckId, DECK)));
    const byWord = new Map(rows.map((r) => [r.wordId, [r.state, r.ignored]]));
    expect([a, b, c, d, e].map((w) => byWord.get(w))).toEqual([
      [2, false],
      [2, true],
      [2, false],
      [3, false],
      [1, false],
    ]);

    now = new Date("2026-11-21T12:00:00Z");
    const decks: { subDeckId: string; ownDeckId: string | null; counts: Counts; wordsLearned: number }[] = (
      await ok("GET", "/api/me/decks")
    ).items;
    const catalogue = decks.find((x) => x.subDeckId === DECK)!;
    // Due now, read from the rows themselves: a's first review after "Already know", d's relearning step
    // and e's building step have come due by noon; c, learned, is not due for a day.
    const dueRows = await ctx.database.db
      .select({ next: userWordProgress.nextReview, ignored: userWordProgress.isIgnored })
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.subDeckId, DECK)));
    const dueNow = dueRows.filter((r) => !r.ignored && r.next && r.next <= now).length;
    expect(dueNow).toBeGreaterThanOrEqual(2);
    // Every word past Learn New is learned: e, still building, too (counted apart as building).
    expect(catalogue.counts).toEqual({ total: 5, new: 0, building: 1, learned: 5, dueNow, known: 2, ignored: 1 });
    const imported = decks.filter((x) => x.ownDeckId !== null);
    expect(imported).toHaveLength(1);
    // Anki's review cards are learned (with or without history), the new card is new; 70 were due.
    expect(imported[0]!.counts).toEqual({
      total: 73,
      new: 1,
      building: 0,
      learned: 72,
      dueNow: 70,
      known: 0,
      ignored: 0,
    });

    // Each deck page: the same counts as its Home card. The catch-up plan's backlog is every deck's due now
    // less the words due in their building or relearning steps (minutes away by design: d and e here).
    const dueEverywhere = sum(
      decks.map((x) => x.counts),
      "dueNow",
    );
    const dueInSteps = (
      await ctx.database.db
        .select({
          state: userWordProgress.state,
          next: userWordProgress.nextReview,
          ignored: userWordProgress.isIgnored,
        })
        .from(userWordProgress)
        .where(eq(userWordProgress.userId, u.id))
    ).filter((r) => !r.ignored && r.state !== 2 && r.next && r.next <= now).length;
    expect(dueInSteps).toBe(2);
    for (const deck of decks) {
      const page = await ok("GET", `/api/me/decks/${deck.subDeckId}/progress`);
      expect(page.counts, deck.subDeckId).toEqual(deck.counts);
      expect(deck.wordsLearned).toBe(deck.counts.learned);
      expect(page.catchUp?.due).toBe(dueEverywhere - dueInSteps);
    }
    const review = (await ok("GET", `/api/me/decks/${imported[0]!.subDeckId}/progress`)).sessions.find(
      (s: { kind: string }) => s.kind === "review",
    );
    expect(review.unlocked).toBe(true);

    // Stats: Learned Words and the top language are the decks' learned words.
    const stats = await ok("GET", "/api/me/stats");
    expect(stats.totalLearned).toBe(
      sum(
        decks.map((x) => x.counts),
        "learned",
      ),
    );
    expect(stats.totalLearned).toBe(77);
    // The imported deck's language has the most learned words.
    expect(stats.topLanguage.wordCount).toBe(imported[0]!.counts.learned);

    // The day's learned: words that finished Learn New today here (a, b "Already know"; c, d, e taught;
    // their building steps and d's lapse do not count again) — the catalogue deck's learned words. Imported
    // words were learned in Anki, on its days: they are not today's.
    const goals = await ok("GET", "/api/me/daily-goals");
    expect(goals.learned).toBe(catalogue.counts.learned);
    expect(stats.weeklyProgress.at(-1)).toMatchObject({ date: "2026-11-21", learned: goals.learned });
    expect(stats.yearActivity).toEqual([expect.objectContaining({ date: "2026-11-21", learned: goals.learned })]);
  }, 90_000);
});
