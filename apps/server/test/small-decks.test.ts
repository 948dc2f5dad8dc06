import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs, userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { type Client, ownDeckWithWords, registeredClient } from "./create/create-helpers";
import { knownWordsSession } from "./session-saves";
import { createAppWithDecks } from "./test-app";

const now = new Date("2026-03-10T09:00:00Z");

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

/** A French → Japanese own deck of two words, made through the editor's routes: its one set's id. */
async function twoWordDeck(owner: Client): Promise<{ setId: string; wordIds: number[] }> {
  const deck = await ownDeckWithWords(owner, { name: "Deux mots", termLanguage: "fr", translationLanguage: "ja" }, [
    { term: "le chat", translation: "猫" },
    { term: "le chien", translation: "犬" },
  ]);
  const setId = deck.sets[0].id as string;
  const start = (await owner.call("GET", `/api/me/study/learn-new/${setId}`)).json();
  return { setId, wordIds: start.words.map((w: { id: number }) => w.id) };
}

const sessionsOf = async (client: Client, subDeckId: string) =>
  Object.fromEntries(
    ((await client.call("GET", `/api/me/decks/${subDeckId}/progress`)).json().sessions as { kind: string }[]).map(
      (s) => [s.kind, s],
    ),
  );

describe("a 2-word deck", () => {
  it("locks Review until both words are learned, and the server refuses it with the page's reason", async () => {
    const owner = await registeredClient(ctx, "pair");
    const { setId } = await twoWordDeck(owner);
    const sessions = await sessionsOf(owner, setId);
    expect(sessions.review).toMatchObject({
      unlocked: false,
      reason: "Learn 2 more words to unlock (needs 2 learned).",
    });
    for (const kind of ["review", "audio-review", "hard-words"]) {
      const refused = await owner.call("GET", `/api/me/study/${kind}/${setId}`);
      expect(refused.statusCode, kind).toBe(409);
      expect(refused.json().error.message).toMatch(/is locked\. Learn 2 more words to unlock \(needs 2 learned\)\.$/);
    }
    // Time Rush is refused when a game starts (its word list also serves the offline copy).
    const game = await owner.call("POST", `/api/me/time-rush/${setId}/games`, {});
    expect(game.statusCode).toBe(409);
    expect(game.json().error.message).toBe("Time Rush is locked. Learn 2 more words to unlock (needs 2 learned).");
    // Learn New and Need Review are never refused: an empty list is their answer.
    expect((await owner.call("GET", `/api/me/study/need-review/${setId}`)).statusCode).toBe(200);
  });

  it("once both words are known: Review, Audio Review, Hard Words and Time Rush unlock, and Review starts", async () => {
    const owner = await registeredClient(ctx, "pair");
    const { setId, wordIds } = await twoWordDeck(owner);
    expect(
      (await owner.call("POST", "/api/me/study-sessions", knownWordsSession(setId, wordIds, now))).statusCode,
    ).toBe(200);
    const sessions = await sessionsOf(owner, setId);
    for (const kind of ["review", "audio-review", "hard-words", "time-rush"]) {
      expect(sessions[kind], kind).toMatchObject({ unlocked: true, reason: null });
    }
    expect(sessions["learn-new"]).toMatchObject({
      unlocked: false,
      reason: "You have learned every word in this deck.",
    });
    const review = await owner.call("GET", `/api/me/study/review/${setId}`);
    expect(review.statusCode).toBe(200);
    expect(
      review
        .json()
        .words.map((w: { id: number }) => w.id)
        .sort(),
    ).toEqual([...wordIds].sort());
    expect((await owner.call("GET", `/api/me/study/hard-words/${setId}`)).statusCode).toBe(200);
    expect((await owner.call("POST", `/api/me/time-rush/${setId}/games`, {})).statusCode).toBe(201);
  });

  it("a deck of the spec's size still needs 5 learned words for Review", async () => {
    const learner = await registeredClient(ctx, "basics");
    expect((await learner.call("POST", "/api/me/decks", { subDeckId: "testish-basics-1" })).statusCode).toBe(201);
    const start = (await learner.call("GET", "/api/me/study/learn-new/testish-basics-1")).json();
    const four = start.words.slice(0, 4).map((w: { id: number }) => w.id);
    await learner.call("POST", "/api/me/study-sessions", knownWordsSession("testish-basics-1", four, now));
    const refused = await learner.call("GET", "/api/me/study/review/testish-basics-1");
    expect(refused.json().error.message).toBe("Review is locked. Learn 1 more word to unlock (needs 5 learned).");
    expect(refused.statusCode).toBe(409);
  });
});

describe("a session names the deck's languages and offers the keys of the language typed", () => {
  it("an own French → Japanese deck: French words, Japanese meanings, no keys for Japanese", async () => {
    const owner = await registeredClient(ctx, "langs");
    const { setId } = await twoWordDeck(owner);
    const { deck } = (await owner.call("GET", `/api/me/study/learn-new/${setId}`)).json();
    expect(deck).toMatchObject({ languageName: "French", translationLanguageName: "Japanese", translationLang: "ja" });
    expect(deck.typingKeys.translation).toEqual([]);
    expect(deck.typingKeys.reading).toEqual([]);
  });

  it("a catalogue deck: its language with English meanings; its keys only for typing the word itself", async () => {
    const learner = await registeredClient(ctx, "langs");
    const { deck } = (await learner.call("GET", "/api/me/study/learn-new/testish-basics-1")).json();
    expect(deck).toMatchObject({
      languageName: "Testish",
      translationLanguageName: "English",
      translationLang: "en",
      typingKeys: { term: ["á", "é", "ñ"], translation: [], reading: [] },
    });
  });
});

describe("'Already know' schedules the word as known", () => {
  it("in review, next review in 2 days (not 10 minutes), with the spec's stored counts and a 'known' log", async () => {
    const owner = await registeredClient(ctx, "known");
    const { setId, wordIds } = await twoWordDeck(owner);
    const saved = await owner.call("POST", "/api/me/study-sessions", knownWordsSession(setId, wordIds, now));
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, owner.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 2, learningSteps: 0, correctCount: 5, reviewedCount: 5, difficultyScore: 4 });
      // The learner's day starts at 4:00 (UTC here): two days on from March 10 is March 12, 4:00.
      expect(row.nextReview).toEqual(new Date("2026-03-12T04:00:00Z"));
    }
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, owner.id), eq(reviewLogs.wordId, wordIds[0]!)));
    expect(logs.map((l) => l.kind)).toEqual(["known"]);
    // The deck page reads it as learned, not due.
    const page = (await owner.call("GET", `/api/me/decks/${setId}/progress`)).json();
    expect(page.counts).toMatchObject({ learned: 2, dueNow: 0 });
  });
});
