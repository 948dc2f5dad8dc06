import { answeredWord, knownWord, learnedWord } from "@app/domain/test-support/session";
import { readAnkiPackage } from "@app/import-reader";
import { describe, expect, it } from "vitest";
import { appPerFile } from "../app-per-file";
import { sessionSave } from "../session-saves";
import { createTestApp } from "../test-app";
import { type Client, deckMemoryRows, importFile, ownDeckWithWords, registeredClient } from "./create-helpers";

const DAY = 86_400_000;
const START = new Date("2026-03-01T09:00:00Z");
let now = START;
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const WORDS = ["kissa", "koira", "talo", "vesi", "kirja", "omena"].map((term, i) => ({
  term,
  translation: ["cat", "dog", "house", "water", "book", "apple"][i]!,
}));

/** A deck of six words studied over four days: in learning, known, known and then forgotten, and left new. */
async function studiedDeck(owner: Client) {
  now = START;
  const deckId = (
    await ownDeckWithWords(owner, { name: "Finnish round trip", termLanguage: "fi", translationLanguage: "en" }, WORDS)
  ).id;
  await owner.call("POST", `/api/me/own-decks/${deckId}/add`);
  const items = (await owner.call("GET", `/api/me/own-decks/${deckId}/words?limit=10`)).json().items;
  const id = (term: string) => items.find((w: { term: string }) => w.term === term).id as number;
  const set = `${deckId}-1`;
  const save = async (body: ReturnType<typeof sessionSave>) => {
    const res = await owner.call("POST", "/api/me/study-sessions", body);
    expect(res.statusCode, res.body).toBe(200);
  };
  await save(
    sessionSave(
      set,
      [
        learnedWord(id("kissa")),
        learnedWord(id("koira")),
        knownWord(id("talo")),
        knownWord(id("kirja")),
        learnedWord(id("vesi"), { ratings: [1, 3, 3, 3, 3], gotWrong: true, correctCount: 4 }),
      ],
      now,
    ),
  );
  now = new Date(START.getTime() + 3 * DAY);
  await save(
    sessionSave(
      set,
      [
        answeredWord({ wordId: id("kissa"), ratings: [3] }),
        answeredWord({ wordId: id("koira"), ratings: [1], gotWrong: true, firstAnswerCorrect: false, correctCount: 0 }),
        answeredWord({ wordId: id("talo"), ratings: [1], gotWrong: true, firstAnswerCorrect: false, correctCount: 0 }),
      ],
      now,
      { sessionType: "REVIEW" },
    ),
  );
  now = new Date(START.getTime() + 3 * DAY + 3_600_000);
  return deckId;
}

/** Per term: state, next review, review-log rows (and answered ones) of the learner in the deck. */
async function memoryOf(userId: string, deckId: string) {
  const { rows, logs } = await deckMemoryRows(ctx, userId, deckId);
  return new Map(
    rows.map((r) => {
      const own = logs.filter((l) => l.wordId === r.wordId);
      return [
        r.term,
        {
          state: r.state ?? 0,
          next: r.next?.getTime() ?? null,
          reviews: own.length,
          answered: own.filter((l) => l.rating >= 1).length,
        },
      ];
    }),
  );
}

function expectSameMemory(copy: Awaited<ReturnType<typeof memoryOf>>, original: Awaited<ReturnType<typeof memoryOf>>) {
  expect([...copy.keys()].sort()).toEqual([...original.keys()].sort());
  for (const [term, mine] of original) {
    const theirs = copy.get(term)!;
    expect({ term, state: theirs.state, reviews: theirs.reviews }).toEqual({
      term,
      state: mine.state,
      reviews: mine.reviews,
    });
    expect(theirs.answered, term).toBe(mine.answered);
    if (mine.next === null) expect(theirs.next, term).toBeNull();
    else expect(Math.abs(theirs.next! - mine.next), term).toBeLessThanOrEqual(DAY);
  }
}

async function exported(owner: Client, deckId: string) {
  const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
  expect(res.statusCode, res.body).toBe(200);
  return new Uint8Array(res.rawPayload);
}

const mapping = { term: 0, translation: 1, termLanguage: "fi", translationLanguage: "en" };

describe(".apkg export with the learner's history: the way back to Anki", () => {
  it("holds every review as a revlog row and each learned card's FSRS memory state", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await studiedDeck(owner);
    const original = await memoryOf(owner.id, deckId);
    const pkg = await readAnkiPackage(await exported(owner, deckId));
    const total = [...original.values()].reduce((n, w) => n + w.reviews, 0);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(pkg.revlog).toHaveLength(total);
    expect(pkg.cards).toHaveLength(WORDS.length);
    const learning = [...original.values()].filter((w) => w.state !== 0).length;
    expect(learning).toBeGreaterThanOrEqual(3);
    const studied = pkg.cards.filter((c) => c.type !== 0);
    expect(studied).toHaveLength(learning);
    for (const card of studied) expect(card.memory?.stability).toBeGreaterThan(0);
    // Words never studied: new cards without a memory state, due in the deck's order.
    const fresh = pkg.cards.filter((c) => c.type === 0 && c.memory === undefined);
    expect(fresh.map((c) => c.due)).toEqual(Array.from({ length: WORDS.length - learning }, (_, i) => i + 1));
  });

  it("round trip: imported by another learner, the same words, states, due dates (within a day) and reviews", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await studiedDeck(owner);
    const original = await memoryOf(owner.id, deckId);
    const states = [...original.values()].map((w) => w.state);
    // The history has new, learning, review and relearning words.
    expect(new Set(states)).toEqual(new Set([0, 1, 2, 3]));
    const learner = await registeredClient(ctx);
    const status = await importFile(learner, { name: "finnish.apkg", bytes: await exported(owner, deckId) }, mapping);
    expect(status.status, JSON.stringify(status)).toBe("done");
    expectSameMemory(await memoryOf(learner.id, status.result.deckIds[0]), original);
  });

  it("round trip: imported by the same learner into a fresh deck, the same again, the original untouched", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await studiedDeck(owner);
    const original = await memoryOf(owner.id, deckId);
    const status = await importFile(owner, { name: "finnish.apkg", bytes: await exported(owner, deckId) }, mapping);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const [copyId] = status.result.deckIds;
    expect(copyId).not.toBe(deckId);
    expectSameMemory(await memoryOf(owner.id, copyId), original);
    expectSameMemory(await memoryOf(owner.id, deckId), original);
  });
});
