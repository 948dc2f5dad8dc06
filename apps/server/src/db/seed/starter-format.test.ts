import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type StarterLanguageFile, starterLanguageFileSchema } from "./starter-format";

const DECKS_DIR = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../../../data/decks");

const fileNames = readdirSync(DECKS_DIR)
  .filter((name) => name.endsWith(".json"))
  .sort();

const files: [string, StarterLanguageFile][] = fileNames.map((name) => [
  name,
  starterLanguageFileSchema.parse(JSON.parse(readFileSync(join(DECKS_DIR, name), "utf8"))),
]);

/** What an answer check compares against: the text without parenthesised parts. */
function withoutParentheses(text: string): string {
  return text.replace(/\([^()]*\)/g, "").trim();
}

describe("starter deck files (data/decks)", () => {
  it("has the expected language files", () => {
    expect(fileNames).toEqual(expect.arrayContaining(["chinese.json", "japanese.json"]));
  });

  it.each(fileNames)("%s is named after its language id", (name) => {
    const file = files.find(([n]) => n === name)?.[1];
    expect(`${file?.id}.json`).toBe(name);
  });

  it("has sub-deck ids that are unique across all files and prefixed with the language id", () => {
    const seen = new Map<string, string>();
    for (const [name, file] of files) {
      for (const deck of file.subDecks) {
        expect(seen.get(deck.id), `${deck.id} in ${name} and ${seen.get(deck.id)}`).toBeUndefined();
        seen.set(deck.id, name);
        expect(deck.id.startsWith(`${file.id}-`), deck.id).toBe(true);
      }
    }
  });

  it("has word keys unique within each sub-deck", () => {
    for (const [, file] of files) {
      for (const deck of file.subDecks) {
        const keys = deck.words.map((w) => w.key);
        expect(new Set(keys).size, deck.id).toBe(keys.length);
      }
    }
  });

  it("has a usable translation for every word (non-empty, at most 120 characters)", () => {
    for (const [, file] of files) {
      for (const deck of file.subDecks) {
        for (const word of deck.words) {
          const where = `${deck.id} ${word.key}`;
          expect(word.translation.trim().length, where).toBeGreaterThan(0);
          expect(word.translation.length, where).toBeLessThanOrEqual(120);
          expect(word.translation, where).toBe(word.translation.trim());
          // Answers are checked with parenthesised parts ignored, so something must remain.
          expect(withoutParentheses(word.translation).length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it("has a reading for every Chinese word", () => {
    const chinese = files.find(([, f]) => f.id === "chinese")?.[1];
    expect(chinese).toBeDefined();
    for (const deck of chinese?.subDecks ?? []) {
      for (const word of deck.words) {
        expect(word.reading?.trim().length ?? 0, `${deck.id} ${word.key}`).toBeGreaterThan(0);
      }
    }
  });

  it("has sub-decks of 20 to 150 words", () => {
    for (const [, file] of files) {
      for (const deck of file.subDecks) {
        expect(deck.words.length, deck.id).toBeGreaterThanOrEqual(20);
        expect(deck.words.length, deck.id).toBeLessThanOrEqual(150);
      }
    }
  });

  it("omits a reading that only repeats the original", () => {
    for (const [, file] of files) {
      for (const deck of file.subDecks) {
        for (const word of deck.words) expect(word.reading, `${deck.id} ${word.key}`).not.toBe(word.original);
      }
    }
  });
});
