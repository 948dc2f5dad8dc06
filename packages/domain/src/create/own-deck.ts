import { z } from "zod";
import { ROW_ID_MAX } from "../ids";
import { storableText } from "../text";
import { isLanguageCode } from "./languages";

/** Words per set, as in the catalogue's parts. */
export const OWN_DECK_SET_SIZE = 100;
export const OWN_DECK_NAME_MAX = 80;
export const OWN_DECK_DESCRIPTION_MAX = 1000;
/** Longest term, translation or reading. */
export const OWN_WORD_FIELD_MAX = 500;
/** Words one request may add; a paste or an import of more is sent in several requests. */
export const OWN_WORDS_PER_REQUEST = 5000;
export const OWN_DECK_WORD_LIMIT = 20000;
/** Words one account may hold in all its own decks together. */
export const OWN_WORDS_ACCOUNT_LIMIT = 150_000;
/** Words one page of the deck editor may ask for. */
export const OWN_WORDS_PAGE_MAX = 500;
export const OWN_WORDS_PAGE_DEFAULT = 100;
/** Columns an import can map: more than any word list or note type needs. */
export const IMPORT_FIELD_INDEX_MAX = 99;

const count = (n: number) => n.toLocaleString("en-US");

/**
 * A trimmed string that can be stored. A required field answers "missing" whether it was left out or left
 * blank, so a form and the server say the same thing.
 */
function text(options: { missing?: string; notText: string; max: number; tooLong: string }) {
  const { missing, notText } = options;
  const base = z
    .string({ error: (issue) => (issue.input === undefined && missing ? missing : notText) })
    .trim()
    .max(options.max, options.tooLong);
  return storableText(missing ? base.min(1, missing) : base);
}

const deckName = text({
  missing: "Give the deck a name.",
  notText: "A deck name is text.",
  max: OWN_DECK_NAME_MAX,
  tooLong: `A deck name has at most ${count(OWN_DECK_NAME_MAX)} characters.`,
});

const description = text({
  notText: "A description is text.",
  max: OWN_DECK_DESCRIPTION_MAX,
  tooLong: `A description has at most ${count(OWN_DECK_DESCRIPTION_MAX)} characters.`,
});

// The list of codes is the whole rule: a NUL or any other stray character is not a code either.
const languageCode = (message: string) => z.string({ error: message }).refine(isLanguageCode, message);

const termLanguage = languageCode("Choose the language of the terms.");
const translationLanguage = languageCode("Choose the language of the translations.");
const hasReading = z.boolean({ error: "Say whether the deck has a reading column." });
const writing = z.boolean({ error: "Say whether the deck is for writing practice." });
/** Writing practice draws Chinese characters: only a deck whose terms are Chinese can have it. */
export const WRITING_LANGUAGE = "zh";
export const WRITING_NEEDS_CHINESE = "Writing practice is for decks whose terms are Chinese.";

export const visibilitySchema = z.enum(["private", "unlisted", "public"], {
  error: "Choose who can see the deck: private, unlisted or public.",
});
export type Visibility = z.infer<typeof visibilitySchema>;

const atLeastOneField = (value: object) => Object.values(value).some((v) => v !== undefined);

export const ownDeckInputSchema = z
  .object({
    name: deckName,
    description: description.default(""),
    termLanguage,
    translationLanguage,
    hasReading: hasReading.default(false),
    writing: writing.default(false),
    visibility: visibilitySchema.default("private"),
  })
  .refine((deck) => !deck.writing || deck.termLanguage === WRITING_LANGUAGE, {
    message: WRITING_NEEDS_CHINESE,
    path: ["writing"],
  });
/** The body as a client sends it (the defaulted fields may be left out). */
export type OwnDeckInput = z.input<typeof ownDeckInputSchema>;
/** The body once parsed: every field present. */
export type OwnDeckValues = z.output<typeof ownDeckInputSchema>;

// No defaults here: a field left out of a patch keeps its value.
export const ownDeckPatchSchema = z
  .object({
    name: deckName.optional(),
    description: description.optional(),
    termLanguage: termLanguage.optional(),
    translationLanguage: translationLanguage.optional(),
    hasReading: hasReading.optional(),
    writing: writing.optional(),
    visibility: visibilitySchema.optional(),
  })
  .refine(atLeastOneField, "Change at least one thing about the deck.");
export type OwnDeckPatch = z.output<typeof ownDeckPatchSchema>;

const wordFields = {
  term: text({
    missing: "Write the term.",
    notText: "A term is text.",
    max: OWN_WORD_FIELD_MAX,
    tooLong: `A term has at most ${count(OWN_WORD_FIELD_MAX)} characters.`,
  }),
  translation: text({
    missing: "Write the translation.",
    notText: "A translation is text.",
    max: OWN_WORD_FIELD_MAX,
    tooLong: `A translation has at most ${count(OWN_WORD_FIELD_MAX)} characters.`,
  }),
  // A blank reading is no reading: stored as null, so "has a reading" is a plain null check.
  reading: storableText(
    z
      .string({ error: "A reading is text." })
      .trim()
      .max(OWN_WORD_FIELD_MAX, `A reading has at most ${count(OWN_WORD_FIELD_MAX)} characters.`),
  )
    .nullish()
    .transform((reading) => reading || null),
};

export const wordInputSchema = z.object(wordFields);
/** A word as a client sends it. */
export type WordInput = z.input<typeof wordInputSchema>;
/** A word once parsed: `reading` is a non-empty string or null. */
export type WordValues = z.output<typeof wordInputSchema>;

// `reading: null` (or "") clears the reading; leaving `reading` out keeps it.
export const wordPatchSchema = z
  .object({
    term: wordFields.term.optional(),
    translation: wordFields.translation.optional(),
    reading: wordFields.reading.optional(),
  })
  .refine(atLeastOneField, "Change the term, the translation or the reading.");
export type WordPatch = z.output<typeof wordPatchSchema>;

export const addWordsSchema = z.object({
  words: z
    .array(wordInputSchema, { error: "Send the words as a list." })
    .min(1, "Add at least one word.")
    .max(OWN_WORDS_PER_REQUEST, `Add at most ${count(OWN_WORDS_PER_REQUEST)} words at a time.`),
});
export type AddWordsInput = z.input<typeof addWordsSchema>;

const wordId = z
  .number({ error: "A word id is a whole number." })
  .int("A word id is a whole number.")
  .positive("A word id is a positive number.")
  .max(ROW_ID_MAX, "Unknown word.");

export const wordOrderSchema = z.object({
  wordIds: z
    .array(wordId, { error: "Send the new order as a list of word ids." })
    .min(1, "The new order needs at least one word.")
    .max(OWN_DECK_WORD_LIMIT, `A deck has at most ${count(OWN_DECK_WORD_LIMIT)} words.`)
    .superRefine((ids, ctx) => {
      const seen = new Set<number>();
      for (const [index, id] of ids.entries()) {
        if (seen.has(id)) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `Word ${id} appears more than once in the new order.`,
          });
          return;
        }
        seen.add(id);
      }
    }),
});
export type WordOrder = z.output<typeof wordOrderSchema>;

export const ownWordsQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "The offset is a whole number." })
    .int("The offset is a whole number.")
    .min(0, "The offset cannot be negative.")
    .max(1_000_000, "The offset is too large.")
    .default(0),
  limit: z.coerce
    .number({ error: "The limit is a whole number." })
    .int("The limit is a whole number.")
    .min(1, "Ask for at least one word.")
    .max(OWN_WORDS_PAGE_MAX, `Ask for at most ${OWN_WORDS_PAGE_MAX} words at a time.`)
    .default(OWN_WORDS_PAGE_DEFAULT),
});
export type OwnWordsQuery = z.output<typeof ownWordsQuerySchema>;

export const ownDeckIdSchema = z.string({ error: "Unknown deck" }).regex(/^[a-z0-9-]{1,100}$/, "Unknown deck");

const fieldIndex = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(IMPORT_FIELD_INDEX_MAX, message);

/** Which fields of the imported file hold what, and how the new deck is set up (docs/CREATE.md, `ImportMapping`). */
export const importMappingSchema = z
  .object({
    term: fieldIndex("Choose the column that holds the terms."),
    translation: fieldIndex("Choose the column that holds the translations."),
    reading: fieldIndex("Choose the column that holds the readings, or none.").nullish(),
    deckName: deckName.optional(),
    termLanguage: termLanguage.optional(),
    translationLanguage: translationLanguage.optional(),
    visibility: visibilitySchema.optional(),
    ankiDeckId: z
      .number({ error: "Choose one of the package's decks." })
      .int("Choose one of the package's decks.")
      .optional(),
    subDecksAsSets: z.boolean({ error: "Say whether sub-decks become sets." }).optional(),
    /** The package's decks the learner ticked (default: all). */
    ankiDecks: z
      .array(z.number({ error: "Choose the package's decks." }).int("Choose the package's decks."), {
        error: "Choose the package's decks.",
      })
      .max(1000, "Choose the package's decks.")
      .optional(),
    /** Take the collection's FSRS parameters and each deck's desired retention (Anki packages). */
    adoptFsrs: z.boolean({ error: "Say whether to use the collection's FSRS settings." }).optional(),
  })
  .refine((m) => m.term !== m.translation, {
    path: ["translation"],
    error: "The terms and the translations need different columns.",
  })
  .refine((m) => m.reading == null || (m.reading !== m.term && m.reading !== m.translation), {
    path: ["reading"],
    error: "The readings need a column of their own.",
  });
export type ImportMapping = z.output<typeof importMappingSchema>;
