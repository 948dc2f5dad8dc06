import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appPerFile } from "../app-per-file";
import { createAppWithDecks } from "../test-app";
import { registeredClient } from "./create-helpers";

/** The deck limit counts words (notes), as every screen says a deck's size: a word's other items are not more words. */
const now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

describe("a deck's word limit", () => {
  it("counts words, not a word's reversed directions", async () => {
    const owner = await registeredClient(ctx);
    const deck = (
      await owner.call("POST", "/api/me/own-decks", { name: "Big", termLanguage: "fi", translationLanguage: "en" })
    ).json();
    const first = await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, {
      words: [{ term: "a", translation: "b" }],
    });
    expect(first.statusCode, first.body).toBe(201);
    // 19,997 more words and 50 reversed directions, written straight into the deck's first set.
    await ctx.database.db.execute(sql`
      INSERT INTO words (sub_deck_id, key, "order", original_word, translation)
      SELECT ${`${deck.id}-1`}, 'w' || g, g, 'sana ' || g, 'word ' || g FROM generate_series(1, 19997) g`);
    await ctx.database.db.execute(sql`
      INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind, note_word_id)
      SELECT sub_deck_id, key || ':1', "order", original_word, translation, 'production', id
      FROM words WHERE sub_deck_id = ${`${deck.id}-1`} AND "order" BETWEEN 1 AND 50`);
    const fits = await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, {
      words: [
        { term: "c", translation: "d" },
        { term: "e", translation: "f" },
      ],
    });
    expect(fits.statusCode, fits.body).toBe(201);
    const full = (await owner.call("GET", `/api/me/own-decks/${deck.id}`)).json();
    expect({ words: full.words, items: full.wordCount }).toEqual({ words: 20_000, items: 20_050 });
    const over = await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, {
      words: [{ term: "g", translation: "h" }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      "A deck has at most 20,000 words; this would make 20,001. Start a second deck for the rest.",
    );
  }, 120_000);
});
