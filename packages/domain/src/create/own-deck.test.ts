import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ROW_ID_MAX } from "../ids";
import { messages } from "../messages";
import {
  addWordsSchema,
  importMappingSchema,
  OWN_DECK_DESCRIPTION_MAX,
  OWN_DECK_NAME_MAX,
  OWN_DECK_SET_SIZE,
  OWN_DECK_WORD_LIMIT,
  OWN_WORD_FIELD_MAX,
  OWN_WORDS_PER_REQUEST,
  ownDeckIdSchema,
  ownDeckInputSchema,
  ownDeckPatchSchema,
  ownWordsQuerySchema,
  visibilitySchema,
  wordInputSchema,
  wordOrderSchema,
  wordPatchSchema,
} from "./own-deck";

const NUL = String.fromCharCode(0);
const CANNOT_SAVE = messages.generic.invalidCharacters;

/** The refusals as "path: message", or [] when the value is accepted. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

const deck = { name: "Finnish verbs", termLanguage: "fi", translationLanguage: "en" };

describe("limits", () => {
  it("are the ones the Create contract states", () => {
    expect(OWN_DECK_SET_SIZE).toBe(100);
    expect(OWN_DECK_NAME_MAX).toBe(80);
    expect(OWN_DECK_DESCRIPTION_MAX).toBe(1000);
    expect(OWN_WORD_FIELD_MAX).toBe(500);
    expect(OWN_WORDS_PER_REQUEST).toBe(5000);
    expect(OWN_DECK_WORD_LIMIT).toBe(20000);
  });
});

describe("visibilitySchema", () => {
  it("accepts private, unlisted and public only", () => {
    for (const v of ["private", "unlisted", "public"]) expect(visibilitySchema.parse(v)).toBe(v);
    for (const v of ["Public", "hidden", "", null, 1]) {
      expect(problems(visibilitySchema, v)).toEqual([": Choose who can see the deck: private, unlisted or public."]);
    }
  });
});

describe("ownDeckInputSchema", () => {
  it("fills in the defaults and trims the texts", () => {
    expect(ownDeckInputSchema.parse({ ...deck, name: "  Finnish verbs  ", description: "  Mine.  " })).toEqual({
      name: "Finnish verbs",
      description: "Mine.",
      termLanguage: "fi",
      translationLanguage: "en",
      hasReading: false,
      writing: false,
      visibility: "private",
    });
    expect(ownDeckInputSchema.parse(deck).description).toBe("");
  });

  it("offers writing practice only to decks whose terms are Chinese", () => {
    expect(ownDeckInputSchema.parse({ ...deck, termLanguage: "zh", writing: true }).writing).toBe(true);
    expect(problems(ownDeckInputSchema, { ...deck, writing: true })).toEqual([
      "writing: Writing practice is for decks whose terms are Chinese.",
    ]);
  });

  it("keeps what the learner chose", () => {
    const parsed = ownDeckInputSchema.parse({ ...deck, hasReading: true, visibility: "public", termLanguage: "zh" });
    expect(parsed).toMatchObject({ hasReading: true, visibility: "public", termLanguage: "zh" });
  });

  it("drops fields it does not know", () => {
    expect(ownDeckInputSchema.parse({ ...deck, ownerId: "someone" })).not.toHaveProperty("ownerId");
  });

  it("asks for a name when it is missing, blank or not text", () => {
    expect(problems(ownDeckInputSchema, { ...deck, name: undefined })).toEqual(["name: Give the deck a name."]);
    expect(problems(ownDeckInputSchema, { ...deck, name: "" })).toEqual(["name: Give the deck a name."]);
    expect(problems(ownDeckInputSchema, { ...deck, name: " \t\n " })).toEqual(["name: Give the deck a name."]);
    expect(problems(ownDeckInputSchema, { ...deck, name: 12 })).toEqual(["name: A deck name is text."]);
  });

  it("takes a name of up to 80 characters after trimming", () => {
    expect(ownDeckInputSchema.parse({ ...deck, name: ` ${"a".repeat(80)} ` }).name).toHaveLength(80);
    expect(problems(ownDeckInputSchema, { ...deck, name: "a".repeat(81) })).toEqual([
      "name: A deck name has at most 80 characters.",
    ]);
  });

  it("takes a description of up to 1,000 characters", () => {
    expect(problems(ownDeckInputSchema, { ...deck, description: "d".repeat(1000) })).toEqual([]);
    expect(problems(ownDeckInputSchema, { ...deck, description: "d".repeat(1001) })).toEqual([
      "description: A description has at most 1,000 characters.",
    ]);
    expect(problems(ownDeckInputSchema, { ...deck, description: null })).toEqual([
      "description: A description is text.",
    ]);
  });

  it("refuses a NUL character in the name or the description", () => {
    expect(problems(ownDeckInputSchema, { ...deck, name: `Fin${NUL}nish` })).toEqual([`name: ${CANNOT_SAVE}`]);
    expect(problems(ownDeckInputSchema, { ...deck, description: `${NUL}` })).toEqual([`description: ${CANNOT_SAVE}`]);
  });

  it("asks for ISO 639-1 codes for both languages", () => {
    expect(problems(ownDeckInputSchema, { ...deck, termLanguage: undefined })).toEqual([
      "termLanguage: Choose the language of the terms.",
    ]);
    for (const code of ["finnish", "FI", "fi-FI", "", "xx", `fi${NUL}`, 7]) {
      expect(problems(ownDeckInputSchema, { ...deck, termLanguage: code })).toEqual([
        "termLanguage: Choose the language of the terms.",
      ]);
    }
    expect(problems(ownDeckInputSchema, { ...deck, translationLanguage: "eng" })).toEqual([
      "translationLanguage: Choose the language of the translations.",
    ]);
  });

  it("allows the same language on both sides (a monolingual deck of definitions)", () => {
    expect(problems(ownDeckInputSchema, { ...deck, translationLanguage: "fi" })).toEqual([]);
  });

  it("refuses a reading flag or a visibility of the wrong kind", () => {
    expect(problems(ownDeckInputSchema, { ...deck, hasReading: "yes" })).toEqual([
      "hasReading: Say whether the deck has a reading column.",
    ]);
    expect(problems(ownDeckInputSchema, { ...deck, visibility: "friends" })).toEqual([
      "visibility: Choose who can see the deck: private, unlisted or public.",
    ]);
  });

  it("reports every wrong field at once", () => {
    expect(problems(ownDeckInputSchema, {})).toEqual([
      "name: Give the deck a name.",
      "termLanguage: Choose the language of the terms.",
      "translationLanguage: Choose the language of the translations.",
    ]);
  });
});

describe("ownDeckPatchSchema", () => {
  it("takes any one field and adds no defaults", () => {
    expect(ownDeckPatchSchema.parse({ name: " New name " })).toEqual({ name: "New name" });
    expect(ownDeckPatchSchema.parse({ hasReading: false })).toEqual({ hasReading: false });
    expect(ownDeckPatchSchema.parse({ description: "" })).toEqual({ description: "" });
    expect(ownDeckPatchSchema.parse({ visibility: "unlisted", termLanguage: "ja" })).toEqual({
      visibility: "unlisted",
      termLanguage: "ja",
    });
  });

  it("needs at least one field", () => {
    expect(problems(ownDeckPatchSchema, {})).toEqual([": Change at least one thing about the deck."]);
    expect(problems(ownDeckPatchSchema, { owner: "me" })).toEqual([": Change at least one thing about the deck."]);
  });

  it("applies the same rules as a new deck", () => {
    expect(problems(ownDeckPatchSchema, { name: "  " })).toEqual(["name: Give the deck a name."]);
    expect(problems(ownDeckPatchSchema, { name: "n".repeat(81) })).toEqual([
      "name: A deck name has at most 80 characters.",
    ]);
    expect(problems(ownDeckPatchSchema, { name: `a${NUL}` })).toEqual([`name: ${CANNOT_SAVE}`]);
    expect(problems(ownDeckPatchSchema, { translationLanguage: "xx" })).toEqual([
      "translationLanguage: Choose the language of the translations.",
    ]);
    expect(problems(ownDeckPatchSchema, { name: null })).toEqual(["name: A deck name is text."]);
  });
});

describe("wordInputSchema", () => {
  it("trims every field", () => {
    expect(wordInputSchema.parse({ term: " 你好 ", translation: " hello ", reading: " nǐ hǎo " })).toEqual({
      term: "你好",
      translation: "hello",
      reading: "nǐ hǎo",
    });
  });

  it("stores a missing, null or blank reading as null", () => {
    for (const reading of [undefined, null, "", "   "]) {
      expect(wordInputSchema.parse({ term: "talo", translation: "house", reading }).reading).toBeNull();
    }
  });

  it("asks for the term and the translation", () => {
    expect(problems(wordInputSchema, {})).toEqual(["term: Write the term.", "translation: Write the translation."]);
    expect(problems(wordInputSchema, { term: " ", translation: "" })).toEqual([
      "term: Write the term.",
      "translation: Write the translation.",
    ]);
    expect(problems(wordInputSchema, { term: 1, translation: ["x"], reading: 2 })).toEqual([
      "term: A term is text.",
      "translation: A translation is text.",
      "reading: A reading is text.",
    ]);
  });

  it("takes up to 500 characters in each field", () => {
    const full = "x".repeat(500);
    expect(problems(wordInputSchema, { term: full, translation: full, reading: full })).toEqual([]);
    const over = "x".repeat(501);
    expect(problems(wordInputSchema, { term: over, translation: over, reading: over })).toEqual([
      "term: A term has at most 500 characters.",
      "translation: A translation has at most 500 characters.",
      "reading: A reading has at most 500 characters.",
    ]);
  });

  it("refuses a NUL character in any field", () => {
    expect(problems(wordInputSchema, { term: `a${NUL}`, translation: `${NUL}b`, reading: `c${NUL}d` })).toEqual([
      `term: ${CANNOT_SAVE}`,
      `translation: ${CANNOT_SAVE}`,
      `reading: ${CANNOT_SAVE}`,
    ]);
  });
});

describe("wordPatchSchema", () => {
  it("changes only the fields it is given", () => {
    expect(wordPatchSchema.parse({ term: " talo " })).toEqual({ term: "talo" });
    expect(wordPatchSchema.parse({ translation: "house" })).not.toHaveProperty("reading");
  });

  it("clears the reading with null or a blank string", () => {
    expect(wordPatchSchema.parse({ reading: null })).toEqual({ reading: null });
    expect(wordPatchSchema.parse({ reading: "  " })).toEqual({ reading: null });
  });

  it("needs at least one field", () => {
    expect(problems(wordPatchSchema, {})).toEqual([": Change the term, the translation or the reading."]);
    expect(problems(wordPatchSchema, { position: 3 })).toEqual([": Change the term, the translation or the reading."]);
  });

  it("applies the same rules as a new word", () => {
    expect(problems(wordPatchSchema, { term: "" })).toEqual(["term: Write the term."]);
    expect(problems(wordPatchSchema, { translation: "t".repeat(501) })).toEqual([
      "translation: A translation has at most 500 characters.",
    ]);
    expect(problems(wordPatchSchema, { reading: NUL })).toEqual([`reading: ${CANNOT_SAVE}`]);
  });
});

describe("addWordsSchema", () => {
  const word = { term: "talo", translation: "house" };

  it("takes 1 to 5,000 words", () => {
    expect(addWordsSchema.parse({ words: [word] }).words).toEqual([{ ...word, reading: null }]);
    expect(problems(addWordsSchema, { words: Array(5000).fill(word) })).toEqual([]);
    expect(problems(addWordsSchema, { words: [] })).toEqual(["words: Add at least one word."]);
    expect(problems(addWordsSchema, { words: Array(5001).fill(word) })).toEqual([
      "words: Add at most 5,000 words at a time.",
    ]);
  });

  it("says which word is wrong", () => {
    expect(problems(addWordsSchema, { words: [word, { term: "", translation: "x" }] })).toEqual([
      "words.1.term: Write the term.",
    ]);
  });

  it("refuses anything but a list", () => {
    expect(problems(addWordsSchema, {})).toEqual(["words: Send the words as a list."]);
    expect(problems(addWordsSchema, { words: word })).toEqual(["words: Send the words as a list."]);
  });
});

describe("wordOrderSchema", () => {
  it("takes every word id once", () => {
    expect(wordOrderSchema.parse({ wordIds: [3, 1, 2] })).toEqual({ wordIds: [3, 1, 2] });
    const all = Array.from({ length: 20000 }, (_, i) => i + 1);
    expect(problems(wordOrderSchema, { wordIds: all })).toEqual([]);
  });

  it("refuses a word listed twice, naming it", () => {
    expect(problems(wordOrderSchema, { wordIds: [4, 7, 9, 7, 4] })).toEqual([
      "wordIds.3: Word 7 appears more than once in the new order.",
    ]);
  });

  it("refuses an empty order and one longer than a deck can be", () => {
    expect(problems(wordOrderSchema, { wordIds: [] })).toEqual(["wordIds: The new order needs at least one word."]);
    const tooMany = Array.from({ length: 20001 }, (_, i) => i + 1);
    expect(problems(wordOrderSchema, { wordIds: tooMany })).toEqual(["wordIds: A deck has at most 20,000 words."]);
  });

  it("refuses ids that are not positive whole numbers within the id column", () => {
    expect(problems(wordOrderSchema, { wordIds: [0] })).toEqual(["wordIds.0: A word id is a positive number."]);
    expect(problems(wordOrderSchema, { wordIds: [-2] })).toEqual(["wordIds.0: A word id is a positive number."]);
    expect(problems(wordOrderSchema, { wordIds: [1.5] })).toEqual(["wordIds.0: A word id is a whole number."]);
    expect(problems(wordOrderSchema, { wordIds: ["1"] })).toEqual(["wordIds.0: A word id is a whole number."]);
    expect(problems(wordOrderSchema, { wordIds: [ROW_ID_MAX] })).toEqual([]);
    expect(problems(wordOrderSchema, { wordIds: [ROW_ID_MAX + 1] })).toEqual(["wordIds.0: Unknown word."]);
    expect(problems(wordOrderSchema, {})).toEqual(["wordIds: Send the new order as a list of word ids."]);
  });
});

describe("ownWordsQuerySchema", () => {
  it("defaults to the first 100 words", () => {
    expect(ownWordsQuerySchema.parse({})).toEqual({ offset: 0, limit: 100 });
  });

  it("reads numbers from query strings", () => {
    expect(ownWordsQuerySchema.parse({ offset: "200", limit: "500" })).toEqual({ offset: 200, limit: 500 });
    expect(ownWordsQuerySchema.parse({ limit: "1" })).toEqual({ offset: 0, limit: 1 });
  });

  it("refuses a negative offset and a limit outside 1–500", () => {
    expect(problems(ownWordsQuerySchema, { offset: "-1" })).toEqual(["offset: The offset cannot be negative."]);
    expect(problems(ownWordsQuerySchema, { limit: "0" })).toEqual(["limit: Ask for at least one word."]);
    expect(problems(ownWordsQuerySchema, { limit: "501" })).toEqual(["limit: Ask for at most 500 words at a time."]);
  });

  it("refuses what is not a whole number", () => {
    expect(problems(ownWordsQuerySchema, { offset: "abc" })).toEqual(["offset: The offset is a whole number."]);
    expect(problems(ownWordsQuerySchema, { limit: "2.5" })).toEqual(["limit: The limit is a whole number."]);
  });
});

describe("ownDeckIdSchema", () => {
  it("takes lower-case letters, digits and hyphens, 1 to 100 of them", () => {
    for (const id of ["a", "my-deck-2", "x".repeat(100)]) expect(ownDeckIdSchema.parse(id)).toBe(id);
    for (const id of ["", "My-deck", "a_b", "a/b", "x".repeat(101), `a${NUL}`, " a", 12]) {
      expect(problems(ownDeckIdSchema, id)).toEqual([": Unknown deck"]);
    }
  });
});

describe("importMappingSchema", () => {
  it("needs only the term and translation columns", () => {
    expect(importMappingSchema.parse({ term: 0, translation: 1 })).toEqual({ term: 0, translation: 1 });
  });

  it("takes every field of the contract", () => {
    const mapping = {
      term: 2,
      translation: 0,
      reading: 1,
      deckName: " Anki Finnish ",
      termLanguage: "fi",
      translationLanguage: "en",
      visibility: "unlisted",
      ankiDeckId: 1_700_000_000_123,
      subDecksAsSets: true,
    };
    expect(importMappingSchema.parse(mapping)).toEqual({ ...mapping, deckName: "Anki Finnish" });
    expect(importMappingSchema.parse({ term: 0, translation: 1, reading: null }).reading).toBeNull();
  });

  it("needs different columns for the terms and the translations", () => {
    expect(problems(importMappingSchema, { term: 3, translation: 3 })).toEqual([
      "translation: The terms and the translations need different columns.",
    ]);
  });

  it("needs a column of its own for the readings", () => {
    expect(problems(importMappingSchema, { term: 0, translation: 1, reading: 0 })).toEqual([
      "reading: The readings need a column of their own.",
    ]);
    expect(problems(importMappingSchema, { term: 0, translation: 1, reading: 1 })).toEqual([
      "reading: The readings need a column of their own.",
    ]);
  });

  it("takes column indexes 0 to 99 only", () => {
    expect(problems(importMappingSchema, { term: 99, translation: 0, reading: 98 })).toEqual([]);
    expect(problems(importMappingSchema, { term: 100, translation: -1, reading: 1.5 })).toEqual([
      "term: Choose the column that holds the terms.",
      "translation: Choose the column that holds the translations.",
      "reading: Choose the column that holds the readings, or none.",
    ]);
    expect(problems(importMappingSchema, { translation: "1" })).toEqual([
      "term: Choose the column that holds the terms.",
      "translation: Choose the column that holds the translations.",
    ]);
  });

  it("applies the deck rules to the deck name and the languages", () => {
    const columns = { term: 0, translation: 1 };
    expect(problems(importMappingSchema, { ...columns, deckName: " " })).toEqual(["deckName: Give the deck a name."]);
    expect(problems(importMappingSchema, { ...columns, deckName: "d".repeat(81) })).toEqual([
      "deckName: A deck name has at most 80 characters.",
    ]);
    expect(problems(importMappingSchema, { ...columns, deckName: `d${NUL}` })).toEqual([`deckName: ${CANNOT_SAVE}`]);
    expect(problems(importMappingSchema, { ...columns, termLanguage: "fin", translationLanguage: "EN" })).toEqual([
      "termLanguage: Choose the language of the terms.",
      "translationLanguage: Choose the language of the translations.",
    ]);
    expect(problems(importMappingSchema, { ...columns, visibility: "everyone" })).toEqual([
      "visibility: Choose who can see the deck: private, unlisted or public.",
    ]);
  });

  it("takes a whole Anki deck id and a yes/no for sub-decks", () => {
    const columns = { term: 0, translation: 1 };
    expect(problems(importMappingSchema, { ...columns, ankiDeckId: 1 })).toEqual([]);
    expect(problems(importMappingSchema, { ...columns, ankiDeckId: 1.5 })).toEqual([
      "ankiDeckId: Choose one of the package's decks.",
    ]);
    expect(problems(importMappingSchema, { ...columns, ankiDeckId: "1" })).toEqual([
      "ankiDeckId: Choose one of the package's decks.",
    ]);
    expect(problems(importMappingSchema, { ...columns, subDecksAsSets: "yes" })).toEqual([
      "subDecksAsSets: Say whether sub-decks become sets.",
    ]);
  });
});
