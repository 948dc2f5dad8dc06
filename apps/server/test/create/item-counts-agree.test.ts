import { describe, expect, it } from "vitest";
import { ownerWithItemsDeck } from "./anki-items-fixtures";
import { ankiImportApp } from "./anki-kit";
import { registeredClient } from "./create-helpers";

/**
 * A deck with reversed and cloze items (2 reversed notes and a cloze note with c1/c2: 3 words, 6 items), read
 * through every route that reports its size: each says the same words and the same items.
 */
const now = new Date("2023-11-20T12:00:00Z");
const ctx = ankiImportApp(() => now);

const SIZE = { words: 3, items: 6 };
const sum = (rows: { words?: number; wordCount: number }[]) => ({
  words: rows.reduce((n, r) => n + (r.words ?? Number.NaN), 0),
  items: rows.reduce((n, r) => n + r.wordCount, 0),
});

describe("words and items of a deck with reversed and cloze items", () => {
  it("are the same on Home, the deck page, the editor, the shared page, Explore and Stats", async () => {
    const { owner, deckId } = await ownerWithItemsDeck(ctx);

    // The editor and the Create tab.
    const full = (await owner.call("GET", `/api/me/own-decks/${deckId}`)).json();
    expect({ words: full.words, items: full.wordCount }).toEqual(SIZE);
    expect(sum(full.sets)).toEqual(SIZE);
    const mine = (await owner.call("GET", "/api/me/own-decks")).json().items;
    expect(mine.map((d: { words: number; wordCount: number }) => ({ words: d.words, items: d.wordCount }))).toEqual([
      SIZE,
    ]);

    // Home: the deck's sets in the collection, with what is studied counted as items.
    const home = (await owner.call("GET", "/api/me/decks"))
      .json()
      .items.filter((d: { ownDeckId: string | null }) => d.ownDeckId === deckId);
    expect(sum(home)).toEqual(SIZE);
    expect(home.reduce((n: number, d: { counts: { total: number } }) => n + d.counts.total, 0)).toBe(SIZE.items);

    // The deck page (one set here) and its word list.
    const setId = full.sets[0].id as string;
    const deck = (await owner.call("GET", `/api/sub-decks/${setId}`)).json();
    expect({ words: deck.words, items: deck.wordCount }).toEqual(SIZE);
    const page = (await owner.call("GET", `/api/me/decks/${setId}/progress`)).json();
    expect({ words: page.deck.words, items: page.deck.wordCount }).toEqual(SIZE);
    expect(page.counts.total).toBe(SIZE.items);
    expect(page.counts.learned).toBe(home[0].counts.learned);
    const list = (await owner.call("GET", `/api/sub-decks/${setId}/words?offset=0&limit=50`)).json();
    expect(list.total).toBe(SIZE.items);

    // Stats: learned counts items, and says so.
    const stats = (await owner.call("GET", "/api/me/stats")).json();
    expect(stats.countsItems).toBe(true);
    expect(stats.totalLearned).toBe(page.counts.learned);

    // Shared through its link, and listed in Explore once public.
    const patched = await owner.call("PATCH", `/api/me/own-decks/${deckId}`, { visibility: "public" });
    expect(patched.statusCode, patched.body).toBe(200);
    const shared = (await owner.call("GET", `/api/own-decks/${deckId}`)).json();
    expect({ words: shared.words, items: shared.wordCount }).toEqual(SIZE);
    expect(sum(shared.sets)).toEqual(SIZE);
    const other = await registeredClient(ctx, "visitor");
    const listed = (await other.call("GET", `/api/languages/${full.languageId}/sub-decks?pageSize=50`)).json();
    const entry = (listed.items as { id: string; words: number; wordCount: number }[]).find((d) => d.id === setId);
    expect({ words: entry?.words, items: entry?.wordCount }).toEqual(SIZE);
    const languages = (await other.call("GET", "/api/languages?pageSize=50")).json();
    const language = languages.items.find((l: { id: string }) => l.id === full.languageId);
    expect({ words: language.words, items: language.wordCount }).toEqual(SIZE);
  });

  it("a catalogue-only learner's Stats count words", async () => {
    const learner = await registeredClient(ctx, "plain");
    const stats = (await learner.call("GET", "/api/me/stats")).json();
    expect(stats.countsItems).toBe(false);
  });
});
