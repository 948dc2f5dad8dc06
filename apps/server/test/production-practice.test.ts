import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examPlans, reviewLogs, studyItems, userWordProgress } from "../src/db/schema";
import { miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { type Client, registeredClient } from "./create/create-helpers";
import { deckWordIds } from "./deck-rows";
import { knownWordsSession } from "./session-saves";
import { createAppWithDecks } from "./test-app";

/**
 * Production practice: each word of a deck has a production item (meaning → term, its second skill) with its
 * own memory, studied only by learners with the switch on. Nothing is stored for it until a learner studies it:
 * it is the word's, read through `study_items`, and its memory is the learner's row with direction 'production'.
 * Every screen that counts or lists what a learner studies agrees; two learners of one deck each see their own
 * choice; own decks' and mined words get theirs too.
 */
let now = new Date("2026-11-21T09:00:00Z");
const DECK = "testish-basics-1";
const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

interface Counts {
  total: number;
  new: number;
  learned: number;
}

async function ok(u: Client, method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown) {
  const res = await u.call(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? res.json() : null;
}

/** The production items of a set (or of one word), each with its word's id, in deck order. */
async function productionItems(where = eq(studyItems.subDeckId, DECK)) {
  return ctx.database.db
    .select({
      id: studyItems.id,
      wordId: studyItems.noteWordId,
      kind: studyItems.kind,
      term: studyItems.originalWord,
      meaning: studyItems.translation,
    })
    .from(studyItems)
    .where(and(where, eq(studyItems.direction, "production")))
    .orderBy(studyItems.order);
}

/** The deck's counts on My Decks and on its page, which must agree, and its word list's length. */
async function seenBy(u: Client) {
  const card = (await ok(u, "GET", "/api/me/decks")).items.find((d: { subDeckId: string }) => d.subDeckId === DECK);
  const page = await ok(u, "GET", `/api/me/decks/${DECK}/progress`);
  expect(page.counts).toEqual(card.counts);
  const list = await ok(u, "GET", `/api/sub-decks/${DECK}/words?offset=0&limit=50`);
  expect(list.total).toBe(card.counts.total);
  expect(list.items).toHaveLength(list.total);
  return { counts: card.counts as Counts, words: card.words as number, list: list.items as { id: number }[] };
}

const setPractice = (u: Client, on: boolean) => ok(u, "PUT", "/api/me/fsrs-settings", { productionPractice: on });

describe("production practice: items with a memory of their own", () => {
  it("every word of a catalogue deck has one production item, reading as the word, known by its negated id", async () => {
    const ids = await deckWordIds(ctx.database);
    const practice = await productionItems();
    expect(practice.map((p) => p.wordId)).toEqual(ids);
    expect(practice.map((p) => p.id)).toEqual(ids.map((id) => -id));
    expect(new Set(practice.map((p) => p.kind))).toEqual(new Set(["production"]));
  });

  it("off: nothing changes; on: the deck counts its practice items, Learn New teaches them after their word, and each keeps its own memory", async () => {
    now = new Date("2026-11-21T09:00:00Z");
    const u = await registeredClient(ctx, "producer");
    await ok(u, "POST", "/api/me/decks", { subDeckId: DECK });
    const ids = await deckWordIds(ctx.database);
    const practice = await productionItems();

    // Off (the default): five words, five items; Learn New offers only the words.
    const off = await seenBy(u);
    expect(off.counts).toMatchObject({ total: 5, new: 5, learned: 0 });
    expect(off.words).toBe(5);
    expect(off.list.map((w) => w.id)).toEqual(ids);
    const firstNew = await ok(u, "GET", `/api/me/study/learn-new/${DECK}`);
    expect(firstNew.words.map((w: { id: number }) => w.id).sort()).toEqual([...ids].sort());

    // Three words learned ("Already know") while it is off.
    await ok(u, "POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(0, 3), now));

    // On: ten items, the three words still learned, their practice items new (a word known one way is not
    // known the other way); the list shows each practice item after its word, marked as production.
    await setPractice(u, true);
    const on = await seenBy(u);
    expect(on.counts).toMatchObject({ total: 10, new: 7, learned: 3 });
    expect(on.words).toBe(5);
    expect(on.list).toHaveLength(10);
    const listed = on.list as { id: number; kind: string; noteWordId: number | null }[];
    for (const item of practice) {
      const at = listed.findIndex((w) => w.id === item.id);
      expect(listed[at - 1]?.id, "the practice item follows its word").toBe(item.wordId);
      expect(listed[at]).toMatchObject({ kind: "production", noteWordId: item.wordId });
    }

    // Learn New: the two words not yet learned and the learned words' practice items, never an item together
    // with its own word (siblings are spaced), and the practice items ask meaning → term.
    const learnNew = await ok(u, "GET", `/api/me/study/learn-new/${DECK}`);
    const taken = learnNew.words as { id: number; kind?: string; noteWordId?: number | null }[];
    const takenIds = new Set(taken.map((w) => w.id));
    for (const w of taken) if (w.noteWordId) expect(takenIds.has(w.noteWordId)).toBe(false);
    const practiceTaken = taken.filter((w) => w.kind === "production").map((w) => w.noteWordId);
    expect(practiceTaken.sort()).toEqual(ids.slice(0, 3).sort());

    // The first word's practice item learned: its own progress row and review log; its word's untouched.
    const wordBefore = await progressOf(u.id, ids[0]!);
    now = new Date("2026-11-21T10:00:00Z");
    await ok(u, "POST", "/api/me/study-sessions", knownWordsSession(DECK, [practice[0]!.id], now));
    expect(await progressOf(u.id, ids[0]!)).toEqual(wordBefore);
    const own = await progressOf(u.id, practice[0]!.id);
    expect(own).toMatchObject({ wordId: ids[0], direction: "production" });
    const logs = await ctx.database.db
      .select({ wordId: reviewLogs.wordId, direction: reviewLogs.direction })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.itemId, practice[0]!.id)));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.wordId === ids[0] && l.direction === "production")).toBe(true);
    expect((await seenBy(u)).counts).toMatchObject({ total: 10, learned: 4 });
    // Stats' Learned Words is the decks' learned.
    expect((await ok(u, "GET", "/api/me/stats")).totalLearned).toBe(4);

    // Off again: the practice items leave every count and list, their progress is kept; on: back as it was.
    await setPractice(u, false);
    const offAgain = await seenBy(u);
    expect(offAgain.counts).toMatchObject({ total: 5, new: 2, learned: 3 });
    expect((await ok(u, "GET", "/api/me/stats")).totalLearned).toBe(3);
    const offLearnNew = await ok(u, "GET", `/api/me/study/learn-new/${DECK}`);
    expect(offLearnNew.words.map((w: { id: number }) => w.id).sort()).toEqual(ids.slice(3).sort());
    expect(await progressOf(u.id, practice[0]!.id)).toEqual(own);
    await setPractice(u, true);
    expect((await seenBy(u)).counts).toMatchObject({ total: 10, learned: 4 });
  });

  it("two learners of one deck: each sees their own choice", async () => {
    const on = await registeredClient(ctx, "practise");
    const off = await registeredClient(ctx, "recognise");
    for (const u of [on, off]) await ok(u, "POST", "/api/me/decks", { subDeckId: DECK });
    await setPractice(on, true);
    // Read in turns, so a page kept for one choice is never served to the other.
    expect((await seenBy(on)).counts.total).toBe(10);
    expect((await seenBy(off)).counts.total).toBe(5);
    expect((await seenBy(on)).list).toHaveLength(10);
    expect((await seenBy(off)).list).toHaveLength(5);
  });
});

describe("production practice in own decks", () => {
  it("a word added in the editor has its production item, which reads its text and goes with it; the editor and exports never show it", async () => {
    const owner = await registeredClient(ctx, "maker");
    const created = await ok(owner, "POST", "/api/me/own-decks", {
      name: "Kotus",
      termLanguage: "fi",
      translationLanguage: "en",
      visibility: "private",
    });
    const setId = created.sets[0].id as string;
    const added = await ok(owner, "POST", `/api/me/own-decks/${created.id}/words`, {
      words: [
        { term: "kissa", translation: "cat" },
        { term: "koira", translation: "dog" },
      ],
    });
    const [kissa, koira] = (added.ids ?? added.items.map((w: { id: number }) => w.id)) as [number, number];
    const itemsOf = async () =>
      (await productionItems(eq(studyItems.subDeckId, setId))).map(({ wordId, term, meaning }) => ({
        wordId,
        term,
        meaning,
      }));
    expect(await itemsOf()).toEqual([
      { wordId: kissa, term: "kissa", meaning: "cat" },
      { wordId: koira, term: "koira", meaning: "dog" },
    ]);

    await ok(owner, "PATCH", `/api/me/own-decks/${created.id}/words/${kissa}`, { translation: "a cat" });
    expect((await itemsOf())[0]).toEqual({ wordId: kissa, term: "kissa", meaning: "a cat" });
    await ok(owner, "PUT", `/api/me/own-decks/${created.id}/order`, { wordIds: [koira, kissa] });
    expect((await itemsOf()).map((i) => i.wordId)).toEqual([koira, kissa]);

    // The editor lists two words; the deck's CSV holds two lines.
    const editor = await ok(owner, "GET", `/api/me/own-decks/${created.id}/words?offset=0&limit=50`);
    expect(editor.items.map((w: { id: number }) => w.id)).toEqual([koira, kissa]);
    expect(editor.total).toBe(2);
    const csv = await owner.call("GET", `/api/me/decks/${created.id}/export?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split("\n")).toHaveLength(3);

    const removed = await owner.call("DELETE", `/api/me/own-decks/${created.id}/words/${koira}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await itemsOf()).map((i) => i.wordId)).toEqual([kissa]);

    // The owner studies them with the switch on, as in a catalogue deck.
    await setPractice(owner, true);
    const card = (await ok(owner, "GET", "/api/me/decks")).items.find(
      (d: { subDeckId: string }) => d.subDeckId === setId,
    );
    expect(card).toMatchObject({ words: 1, counts: { total: 2, new: 2 } });
  });
});

async function progressOf(userId: string, itemId: number) {
  const [row] = await ctx.database.db
    .select({
      state: userWordProgress.state,
      reps: userWordProgress.reps,
      nextReview: userWordProgress.nextReview,
      wordId: userWordProgress.wordId,
      direction: userWordProgress.direction,
    })
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.itemId, itemId)));
  return row ?? null;
}

describe("which words have a production item (study_items)", () => {
  const db = () => ctx.database.db;
  const itemsIn = async (setId: string) =>
    (
      (await db().execute(sql`
        SELECT w.original_word AS term, p.original_word AS "practiceTerm", p.translation AS "practiceMeaning"
        FROM words w LEFT JOIN study_items p ON p.word_id = w.id AND p.direction = 'production'
        WHERE w.sub_deck_id = ${setId} AND w.note_word_id IS NULL ORDER BY w."order"`)) as unknown as {
        rows: { term: string; practiceTerm: string | null; practiceMeaning: string | null }[];
      }
    ).rows;
  const count = async (setId: string) =>
    (
      (await db().execute(sql`SELECT count(*)::int AS n FROM study_items
        WHERE sub_deck_id = ${setId} AND direction = 'production'`)) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;

  it("a word has one; a writing set's words, clozes and words with a reversed card of their own have none", async () => {
    await db().execute(sql`INSERT INTO language_decks (id, flag_code, speech_lang) VALUES ('synctest', 'fi', 'fi-FI')`);
    await db().execute(sql`INSERT INTO sub_decks (id, language_id, name, position, is_writing_deck) VALUES
      ('sync-words', 'synctest', 'Words', 1, false), ('sync-writing', 'synctest', 'Writing', 2, true)`);
    await db().execute(sql`INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind) VALUES
      ('sync-words', 'a', 0, 'kissa', 'cat', 'word'), ('sync-words', 'b', 1, 'koira', 'dog', 'word'),
      ('sync-words', 'c', 2, 'Helsinki', 'Helsinki on pääkaupunki', 'cloze'),
      ('sync-writing', 'w', 0, '猫', 'cat', 'word')`);
    await db().execute(sql`INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind, note_word_id)
      SELECT 'sync-words', 'b:1', 1, 'koira', 'dog', 'production', id FROM words WHERE key = 'b' AND sub_deck_id = 'sync-words'`);
    expect(await itemsIn("sync-words")).toEqual([
      { term: "kissa", practiceTerm: "kissa", practiceMeaning: "cat" },
      { term: "koira", practiceTerm: null, practiceMeaning: null },
      { term: "Helsinki", practiceTerm: null, practiceMeaning: null },
    ]);
    expect(await itemsIn("sync-writing")).toEqual([{ term: "猫", practiceTerm: null, practiceMeaning: null }]);
    expect([await count("sync-words"), await count("sync-writing")]).toEqual([1, 0]);

    // Its word's text changes: so does it, with nothing written. Its word gains a reversed card of its own: it
    // is gone (the reversed card takes over). Nothing else moves.
    await db().execute(sql`UPDATE words SET translation = 'a cat' WHERE key = 'a' AND sub_deck_id = 'sync-words'`);
    expect((await itemsIn("sync-words"))[0]).toEqual({
      term: "kissa",
      practiceTerm: "kissa",
      practiceMeaning: "a cat",
    });
    await db().execute(sql`INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind, note_word_id)
      SELECT 'sync-words', 'a:1', 0, 'kissa', 'a cat', 'production', id FROM words WHERE key = 'a' AND sub_deck_id = 'sync-words'`);
    expect((await itemsIn("sync-words"))[0]).toEqual({ term: "kissa", practiceTerm: null, practiceMeaning: null });
    expect(await count("sync-words")).toBe(0);
  });
});

describe("production practice for mined words", () => {
  it("a word a mining tool adds has its production item at once; the tool's update reaches it; the tool never sees it", async () => {
    const miner = await miningLearner(ctx, "Mined");
    const note = (meaning: string) => ({
      deckName: "Mined",
      modelName: "Basic",
      fields: { Front: "食べる", Back: meaning },
    });
    const added = await miner.anki("addNote", { note: note("to eat") });
    const noteId = added.json().result as number;
    expect(typeof noteId).toBe("number");
    const practiceOf = async () =>
      (await productionItems(eq(studyItems.wordId, noteId))).map(({ term, meaning }) => ({ term, meaning }));
    expect(await practiceOf()).toEqual([{ term: "食べる", meaning: "to eat" }]);
    const updated = await miner.anki("updateNoteFields", {
      note: { id: noteId, fields: { Back: "to eat; to live on" } },
    });
    expect(updated.json().error).toBeNull();
    expect(await practiceOf()).toEqual([{ term: "食べる", meaning: "to eat; to live on" }]);
    const found = await miner.anki("findNotes", { query: "deck:Mined" });
    expect(found.json().result).toEqual([noteId]);
  });
});

describe("production practice and an exam plan", () => {
  it("switching it on or off neither puts the plan behind nor ahead: its new words then follow", async () => {
    now = new Date("2026-11-21T09:00:00Z");
    const u = await registeredClient(ctx, "examinee");
    await ok(u, "POST", "/api/me/decks", { subDeckId: DECK });
    // A target the forecast is not at the edge of: a point's move does not turn the status.
    const goal = { examDate: "2027-01-31", targetPercent: 80, minutesCap: 30 };
    await ok(u, "PUT", `/api/me/decks/${DECK}/exam-plan`, goal);
    const ids = await deckWordIds(ctx.database);
    await ok(u, "POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(0, 2), now));
    now = new Date("2026-11-24T09:00:00Z");
    const newAtPlan = async () =>
      (await ctx.database.db.select({ n: examPlans.newAtPlan }).from(examPlans).where(eq(examPlans.userId, u.id)))[0]
        ?.n;
    // The status and what it asks for; its figure and the runs' range (shown while the parameters are the defaults)
    // are forecasts over the items played, which a second direction may move by a point.
    const status = async () => {
      const { range, percent, ...shown } = (await ok(u, "GET", "/api/me/exam-plans")).items[0].status;
      expect(range.low).toBeLessThanOrEqual(percent);
      expect(range.high).toBeGreaterThanOrEqual(percent);
      expect(Math.abs(percent - (before?.percent ?? percent))).toBeLessThanOrEqual(1);
      return { ...shown, percent };
    };
    const same = (shown: { percent: number }) => ({ ...shown, percent: expect.any(Number) });
    let before: { percent: number } | null = null;
    before = await status();
    expect(await newAtPlan()).toBe(5);

    await setPractice(u, true);
    expect(await newAtPlan()).toBe(10);
    expect(await status()).toEqual(same(before!));
    await setPractice(u, false);
    expect(await newAtPlan()).toBe(5);
    expect(await status()).toEqual(before);
    // Reset to Defaults turns it off too.
    await setPractice(u, true);
    await ok(u, "POST", "/api/me/fsrs-settings/reset");
    expect(await newAtPlan()).toBe(5);
    expect(await status()).toEqual(before);
  });
});
