import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fake-api";
import { deckProgress, myDeck, progressRow, subDeck, words } from "../../decks/testing/fixtures";
import { copyWith, newWord, sessionData } from "../testing/copy-fixtures";
import { keepSavedDeck, keepVisitedDeck } from "./copy-events";
import { setKeptOffline } from "./offline-choice";
import type { OfflineDeck } from "./offline-deck";
import { keepDeck, readKeptDeck } from "./offline-study-store";

vi.mock("./offline-study-store", () => ({
  indexedDbAvailable: () => true,
  readKeptDeck: vi.fn(),
  keepDeck: vi.fn(),
}));
vi.mock("../../../lib/persistent-storage", () => ({ askPersistentStorage: vi.fn(async () => true) }));

const DECK = subDeck({ wordCount: 10 });
// What the server says after the learner marked words 1–5 known a moment ago.
const fresh = {
  progress: deckProgress(
    DECK,
    [1, 2, 3, 4, 5].map((id) => progressRow(id)),
  ),
  listing: myDeck({ subDeckId: DECK.id, wordCount: 10, wordsLearned: 5 }),
  learnNew: sessionData("learn-new", [6, 7, 8, 9, 10].map(newWord)),
};

function serverAnswers() {
  return mockApi({
    [`GET /api/me/study/learn-new/${DECK.id}`]: () => ({ body: fresh.learnNew }),
    [`GET /api/me/study/time-rush/${DECK.id}`]: () => ({ body: sessionData("time-rush", []) }),
    [`GET /api/me/decks/${DECK.id}/progress`]: () => ({ body: fresh.progress }),
    [`GET /api/sub-decks/${DECK.id}/words`]: () => ({ body: { items: words(10), total: 10, offset: 0, limit: 1000 } }),
    "GET /api/me/decks": () => ({ body: { items: [fresh.listing] } }),
    [`GET /api/me/decks/${DECK.id}/exam-plan`]: () => ({ body: { plan: null } }),
  });
}

const written = () => vi.mocked(keepDeck).mock.calls.map(([, , copy]) => copy as OfflineDeck);
const calledPaths = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);

describe("a deck's copy is read again after a save and on a visit", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    // Kept a minute ago, before the words were marked known: Learn New would teach them again.
    vi.mocked(readKeptDeck).mockResolvedValue({ ...copyWith([]), savedAt: Date.now() - 60_000 });
  });
  afterEach(() => vi.restoreAllMocks());

  it("after a save: the new words, the progress and the My Decks entry of now; the kept words serve", async () => {
    const spy = serverAnswers();
    await keepSavedDeck("user-1", DECK.id);
    const [copy] = written();
    expect(copy?.learnNew.words.map((w) => w.id)).toEqual([6, 7, 8, 9, 10]);
    expect(copy?.page?.progress.progress).toHaveLength(5);
    expect(copy?.listing?.wordsLearned).toBe(5);
    // The deck's exam plan (none here) is kept with it, for the deck page offline.
    expect(copy?.examPlan).toEqual({ plan: null });
    expect(calledPaths(spy)).not.toContain(`/api/sub-decks/${DECK.id}/words`);
  });

  it("on a visit: with the page's own progress and words (not read twice)", async () => {
    const spy = serverAnswers();
    await keepVisitedDeck("user-1", DECK.id, { progress: fresh.progress, words: words(10) });
    expect(written()[0]?.page?.progress).toBe(fresh.progress);
    expect(calledPaths(spy)).not.toContain(`/api/me/decks/${DECK.id}/progress`);
  });

  it("not for a deck the learner chose not to keep, nor on a visit to a deck outside the collection", async () => {
    const spy = serverAnswers();
    await keepVisitedDeck("user-1", DECK.id, { progress: { ...fresh.progress, inCollection: false }, words: [] });
    setKeptOffline(DECK.id, false);
    await keepSavedDeck("user-1", DECK.id);
    expect(written()).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });
});
