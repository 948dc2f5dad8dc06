import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  buildLegacyCollection,
  type FixtureCard,
  type FixtureNote,
  type FixtureReview,
  zip,
} from "../packages/import-reader/src/test-fixtures/build-anki";

/*
 * Helpers for the Create journeys: own decks and words through the API (for set-ups and for
 * checking what the server kept), the language picker, and an Anki package built with Anki's
 * real tables for the import screen.
 */

export interface OwnDeckSet {
  id: string;
  name: string;
  wordCount: number;
  position: number;
}

export interface OwnDeck {
  id: string;
  name: string;
  wordCount: number;
  visibility: "private" | "unlisted" | "public";
  hasReading: boolean;
  termLanguage: string;
  translationLanguage: string;
  source: string;
  sets: OwnDeckSet[];
}

export interface WordFields {
  term: string;
  translation: string;
  reading?: string | null;
}

export interface OwnWord extends WordFields {
  id: number;
  position: number;
  setId: string;
}

/** Writes come from the page's own origin: the server refuses cross-site writes. */
function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** Makes an own deck (with its words) through the API, as the signed-in user of `page`. */
export async function createOwnDeckViaApi(
  page: Page,
  input: {
    name: string;
    termLanguage: string;
    translationLanguage: string;
    hasReading?: boolean;
    visibility?: "private" | "unlisted" | "public";
  },
  words: readonly WordFields[] = [],
): Promise<OwnDeck> {
  const headers = { origin: originOf(page) };
  const created = await page.request.post("/api/me/own-decks", { headers, data: input });
  if (created.status() !== 201) throw new Error(`creating ${input.name}: ${created.status()} ${await created.text()}`);
  const deck = (await created.json()) as OwnDeck;
  if (words.length > 0) {
    const added = await page.request.post(`/api/me/own-decks/${deck.id}/words`, { headers, data: { words } });
    if (added.status() !== 201) throw new Error(`adding words: ${added.status()} ${await added.text()}`);
  }
  return ownDeckViaApi(page, deck.id);
}

/** The owner's view of an own deck, sets included. */
export async function ownDeckViaApi(page: Page, deckId: string): Promise<OwnDeck> {
  const response = await page.request.get(`/api/me/own-decks/${deckId}`);
  if (!response.ok()) throw new Error(`own deck ${deckId}: ${response.status()}`);
  return (await response.json()) as OwnDeck;
}

/** Every word of an own deck in deck order, read page by page (the route gives at most 500 at a time). */
export async function ownWordsViaApi(page: Page, deckId: string): Promise<OwnWord[]> {
  const words: OwnWord[] = [];
  for (;;) {
    const response = await page.request.get(`/api/me/own-decks/${deckId}/words?offset=${words.length}&limit=500`);
    if (!response.ok()) throw new Error(`words of ${deckId}: ${response.status()}`);
    const body = (await response.json()) as { items: OwnWord[]; total: number };
    words.push(...body.items);
    if (body.items.length === 0 || words.length >= body.total) return words;
  }
}

/** Term, translation and reading only: what a round trip through a file has to keep. */
export function wordTexts(
  words: readonly WordFields[],
): { term: string; translation: string; reading: string | null }[] {
  return words.map((w) => ({ term: w.term, translation: w.translation, reading: w.reading ?? null }));
}

/** Opens the Create tab from the main navigation, as a learner does. */
export async function openCreateTab(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Create" }).click();
}

/**
 * Chooses a language in one of the searchable pickers the way a learner does: type part of its
 * name, Enter takes the first match. Checks the field then shows the language chosen.
 */
export async function pickLanguage(scope: Page | Locator, label: string, query: string, shown: RegExp): Promise<void> {
  const picker = scope.getByRole("combobox", { name: label, exact: true });
  await picker.click();
  await picker.fill(query);
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await picker.press("Enter");
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await expect(picker).toHaveValue(shown);
}

/** Waits for an import started through the API and answers its status (done or failed). */
export async function waitForImport(
  page: Page,
  importId: string,
): Promise<{ status: string; result: { deckIds: string[]; words: number } | null; error: unknown }> {
  let last: { status: string; result: { deckIds: string[]; words: number } | null; error: unknown } | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/me/imports/${importId}`);
        last = response.ok() ? await response.json() : null;
        return last?.status;
      },
      { timeout: 20_000 },
    )
    .not.toBe("running");
  if (!last) throw new Error(`import ${importId} has no status`);
  return last;
}

// ---------------------------------------------------------------------------
// An Anki package with review history
// ---------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** Finnish words with their English meanings, used by the paste and import journeys. */
export const FINNISH_WORDS: readonly { term: string; translation: string }[] = [
  { term: "talo", translation: "house" },
  { term: "kissa", translation: "cat" },
  { term: "koira", translation: "dog" },
  { term: "vesi", translation: "water" },
  { term: "kirja", translation: "book" },
  { term: "omena", translation: "apple" },
  { term: "aurinko", translation: "sun" },
  { term: "kuu", translation: "moon" },
  { term: "lumi", translation: "snow" },
  { term: "metsä", translation: "forest" },
  { term: "järvi", translation: "lake" },
  { term: "tie", translation: "road" },
  { term: "leipä", translation: "bread" },
  { term: "maito", translation: "milk" },
  { term: "kala", translation: "fish" },
  { term: "lintu", translation: "bird" },
  { term: "puu", translation: "tree" },
  { term: "kukka", translation: "flower" },
  { term: "ikkuna", translation: "window" },
  { term: "ovi", translation: "door" },
  { term: "pöytä", translation: "table" },
  { term: "tuoli", translation: "chair" },
  { term: "sänky", translation: "bed" },
  { term: "auto", translation: "car" },
  { term: "juna", translation: "train" },
  { term: "kaupunki", translation: "city" },
  { term: "kylä", translation: "village" },
  { term: "meri", translation: "sea" },
  { term: "saari", translation: "island" },
  { term: "vuori", translation: "mountain" },
];

export interface AnkiFixture {
  /** Path of the .apkg, in the test's output folder. */
  file: string;
  /** Notes in the package, every kind. */
  notes: number;
  /** Revlog rows in the package. */
  reviews: number;
  /** The notes that become words (in note order), and which of them have review history. */
  words: { term: string; translation: string; reviewed: boolean }[];
}

/**
 * Writes a schema-11 Anki package (`collection.anki2`, as Anki 2.1 exports a legacy package) to the
 * test's output folder: one deck "Suomi" with a "Basic" note type whose fields are English then
 * Finnish (so the learner has to map them), ten vocabulary notes of which the first `reviewed` were
 * studied in Anki (learn, learn, review: a review card due in ten days), one note with an empty
 * English field, and one cloze note without a cloze.
 */
export async function writeAnkiPackage(options: { reviewed?: number; now?: number } = {}): Promise<AnkiFixture> {
  const reviewedCount = options.reviewed ?? 3;
  const now = options.now ?? Date.now();
  // Anki counts a review card's due day from the collection's creation (seconds); 100 days ago.
  const created = Math.floor((now - 100 * DAY_MS) / 1000);
  const deckId = 1_700_000_000_001;
  const basic = 1_600_000_000_001;
  const cloze = 1_600_000_000_002;
  const vocabulary = FINNISH_WORDS.slice(0, 10);

  const notes: FixtureNote[] = [];
  const cards: FixtureCard[] = [];
  const revlog: FixtureReview[] = [];
  vocabulary.forEach((word, index) => {
    const noteId = 1_690_000_000_001 + index;
    const cardId = 1_690_000_100_001 + index;
    notes.push({ id: noteId, guid: `fi-${index}`, mid: basic, fields: [word.translation, word.term] });
    if (index < reviewedCount) {
      cards.push({ id: cardId, nid: noteId, did: deckId, ord: 0, type: 2, queue: 2, due: 110, ivl: 10, factor: 2500 });
      // Learnt 40 days ago through two steps, then reviewed "good" 30 days ago with a 10-day interval.
      const first = now - 40 * DAY_MS + index * 60_000;
      revlog.push([first, cardId, 3, -600, 0, 0, 8_000, 0]);
      revlog.push([first + 600_000, cardId, 3, 1, -600, 2500, 5_000, 0]);
      revlog.push([now - 30 * DAY_MS + index * 60_000, cardId, 3, 10, 1, 2500, 4_000, 1]);
    } else {
      cards.push({ id: cardId, nid: noteId, did: deckId, ord: 0, type: 0, queue: 0, due: index });
    }
  });
  // Left out, each for its own reason: no English, and a cloze note with no deletion to ask.
  notes.push({ id: 1_690_000_000_101, guid: "fi-empty", mid: basic, fields: ["", "tyhjä"] });
  cards.push({ id: 1_690_000_100_101, nid: 1_690_000_000_101, did: deckId, ord: 0 });
  notes.push({
    id: 1_690_000_000_102,
    guid: "fi-cloze",
    mid: cloze,
    fields: ["Helsinki on Suomen pääkaupunki", ""],
  });
  cards.push({ id: 1_690_000_100_102, nid: 1_690_000_000_102, did: deckId, ord: 0 });
  const collection = buildLegacyCollection({
    crt: created,
    decks: [
      { id: 1, name: "Default" },
      { id: deckId, name: "Suomi" },
    ],
    noteTypes: [
      { id: basic, name: "Basic", fields: ["English", "Finnish"], templates: ["Card 1"] },
      { id: cloze, name: "Cloze", fields: ["Text", "Back Extra"], templates: ["Cloze"], cloze: true },
    ],
    notes,
    cards,
    revlog,
  });
  // The test's own output folder: Playwright empties it before each run.
  const file = test.info().outputPath("Suomi.apkg");
  fs.writeFileSync(file, zip({ "collection.anki2": collection, media: "{}" }));
  return {
    file,
    notes: notes.length,
    reviews: revlog.length,
    words: vocabulary.map((word, index) => ({ ...word, reviewed: index < reviewedCount })),
  };
}
