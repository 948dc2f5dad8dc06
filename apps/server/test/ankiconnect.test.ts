// The AnkiConnect-compatible endpoint as mining tools use it: Yomitan's exact sequence when a learner adds a
// word, then every other action with AnkiConnect's parameter and result shapes.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { miningMedia } from "../src/db/schema";
import { base64Of, type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { createTestApp } from "./test-app";

const now = new Date("2026-11-21T12:00:00Z");

const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const yomitanNote = (deckName: string, extra: Record<string, string> = {}) => ({
  deckName,
  modelName: "Lexistep Word",
  fields: {
    Word: "食べる",
    Reading: "たべる",
    Meaning: '<div class="yomitan-glossary"><ol><li>to eat</li><li>to live on (e.g. a salary)</li></ol></div>',
    Sentence: "毎日<b>ご飯</b>を食べる。",
    SentenceMeaning: "I eat rice every day.",
    WordAudio: "[sound:yomitan_audio_食べる_たべる.mp3]",
    Picture: '<img src="yomitan_browser_screenshot_2026.png">',
    Notes: "<script>alert(1)</script>JLPT N5",
    ...extra,
  },
  tags: ["yomitan"],
  options: {
    allowDuplicate: false,
    duplicateScope: "collection",
    duplicateScopeOptions: { deckName: null, checkChildren: false, checkAllModels: false },
  },
});

describe("Yomitan's request sequence (AnkiConnect version 2, key in every body)", () => {
  let miner: Miner;
  beforeAll(async () => {
    miner = await miningLearner(ctx);
  });

  it("adds a word with its sentence, audio and picture, then reads it back", async () => {
    const y = (action: string, params: Record<string, unknown> = {}) => miner.anki(action, params, 2);
    const permission = await miner.anki("requestPermission", { origin: "chrome-extension://yomitan" }, 6, null);
    expect(permission.statusCode).toBe(200);
    expect(permission.headers["access-control-allow-origin"]).toBe("*");
    expect(permission.json()).toEqual({
      result: { permission: "granted", requireApikey: true, version: 6 },
      error: null,
    });
    // Version 2 answers bare results, as AnkiConnect does for versions up to 4.
    expect((await y("version")).json()).toBe(6);
    expect((await y("deckNames")).json()).toEqual(["Japanese mining"]);
    expect((await y("modelNames")).json()).toEqual(["Lexistep Word", "Basic"]);
    const fieldNames = "Word Reading Meaning Sentence SentenceMeaning WordAudio SentenceAudio Picture Notes";
    expect((await y("modelFieldNames", { modelName: "Lexistep Word" })).json()).toEqual(fieldNames.split(" "));
    const stripped = { ...yomitanNote(miner.deck.name), fields: { Word: "食べる" } };
    expect((await y("canAddNotesWithErrorDetail", { notes: [stripped] })).json()).toEqual([{ canAdd: true }]);
    const audio = await y("storeMediaFile", { filename: "yomitan_audio_食べる_たべる.mp3", data: base64Of(4000) });
    expect(audio.json()).toBe("yomitan_audio_食べる_たべる.mp3");
    const shot = await y("storeMediaFile", { filename: "yomitan_browser_screenshot_2026.png", data: base64Of(9000) });
    expect(shot.json()).toBe("yomitan_browser_screenshot_2026.png");
    const added = await y("addNote", { note: yomitanNote(miner.deck.name) });
    const noteId = added.json();
    expect(typeof noteId).toBe("number");

    // Yomitan's duplicate check after adding: findNotes through multi (bare results), then notesInfo.
    const found = await y("multi", {
      actions: [{ action: "findNotes", params: { query: '"word:食べる"' }, key: miner.key }],
    });
    expect(found.json()).toEqual([[noteId]]);
    const info = (await y("notesInfo", { notes: [noteId] })).json();
    expect(info).toEqual([
      expect.objectContaining({ noteId, modelName: "Lexistep Word", tags: ["yomitan"], cards: [noteId] }),
    ]);
    expect(info[0].fields.Word).toEqual({ value: "食べる", order: 0 });
    expect(info[0].fields.Meaning.value).toBe("to eat\nto live on (e.g. a salary)");
    expect(info[0].fields.Notes.value).toBe("JLPT N5");
    // Its files as Anki keeps them in the fields: what a tool reading the note back (or overwriting it) sees.
    expect(info[0].fields.WordAudio).toEqual({ value: "[sound:yomitan_audio_食べる_たべる.mp3]", order: 5 });
    expect(info[0].fields.SentenceAudio).toEqual({ value: "", order: 6 });
    expect(info[0].fields.Picture).toEqual({ value: '<img src="yomitan_browser_screenshot_2026.png">', order: 7 });
    const again = await y("canAddNotesWithErrorDetail", { notes: [stripped] });
    expect(again.json()).toEqual([{ canAdd: false, error: "cannot create note because it is a duplicate" }]);

    // The word is in the deck, new, with its sentence and recording (played like an imported one).
    const words = (await miner.client.call("GET", `/api/me/own-decks/${miner.deck.id}/words`)).json();
    expect(words.items).toEqual([
      expect.objectContaining({ id: noteId, term: "食べる", reading: "たべる", hasAudio: true }),
    ]);
    const recording = await miner.client.call("GET", `/api/words/${noteId}/audio`);
    expect(recording.statusCode).toBe(200);
    expect(recording.headers["content-type"]).toBe("audio/mpeg");
    expect(recording.rawPayload.length).toBe(4000);

    // Learn New gets the sentence with the word; the deck page counts it as mined this week.
    const set = `${miner.deck.id}-1`;
    const learn = (await miner.client.call("GET", `/api/me/study/learn-new/${set}`)).json();
    expect(learn.words[0]).toMatchObject({ id: noteId, sentence: "毎日ご飯を食べる。", mined: true, hasAudio: true });
    expect((await miner.client.call("GET", `/api/me/decks/${set}/progress`)).json().minedThisWeek).toBe(1);
    const page = (await miner.client.call("GET", `/api/sub-decks/${set}/words`)).json();
    expect(page.items[0]).toMatchObject({ sentenceMeaning: "I eat rice every day.", minedAt: now.toISOString() });
  });
});

describe("mined words in sets", () => {
  it("land at the end in mining order, filling sets of 100 and opening new ones", async () => {
    const miner = await miningLearner(ctx, "Big mining");
    const note = (i: number) => ({
      deckName: "Big mining",
      modelName: "Basic",
      fields: { Front: `w${i}`, Back: `m${i}` },
    });
    const ids = (await miner.anki("addNotes", { notes: Array.from({ length: 205 }, (_, i) => note(i)) })).json().result;
    expect(ids.every((id: unknown) => typeof id === "number")).toBe(true);
    const deck = (await miner.client.call("GET", `/api/me/own-decks/${miner.deck.id}`)).json();
    expect(deck.sets.map((set: { wordCount: number }) => set.wordCount)).toEqual([100, 100, 5]);
    const words = (await miner.client.call("GET", `/api/me/own-decks/${miner.deck.id}/words?limit=500`)).json().items;
    expect(words.map((w: { id: number }) => w.id)).toEqual(ids);
    expect(words.map((w: { position: number }) => w.position)).toEqual(ids.map((_: number, i: number) => i));
    expect(words[150].setId).toBe(`${miner.deck.id}-2`);
  });
});

describe("every other action", () => {
  let miner: Miner;
  let firstId: number;
  beforeAll(async () => {
    miner = await miningLearner(ctx, "Chinese mining");
    const res = await miner.anki("addNote", {
      note: { deckName: "Chinese mining", modelName: "Basic", fields: { Front: "你好", Back: "hello" } },
    });
    firstId = res.json().result;
  });

  it("answers version 6 shapes: deckNamesAndIds, modelFieldNames of Basic, unknown model", async () => {
    const ids = (await miner.anki("deckNamesAndIds")).json();
    expect(Object.keys(ids.result)).toEqual(["Chinese mining"]);
    expect(typeof ids.result["Chinese mining"]).toBe("number");
    expect((await miner.anki("modelFieldNames", { modelName: "Basic" })).json()).toEqual({
      result: ["Front", "Back"],
      error: null,
    });
    expect((await miner.anki("modelFieldNames", { modelName: "Cloze" })).json()).toEqual({
      result: null,
      error: "model was not found: Cloze",
    });
  });

  it("a name every object has is no model: refused as AnkiConnect refuses an unknown one, never a 500", async () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const fields = await miner.anki("modelFieldNames", { modelName: name });
      expect(fields.statusCode).toBe(200);
      expect(fields.json()).toEqual({ result: null, error: `model was not found: ${name}` });
      const note = { deckName: "Chinese mining", modelName: name, fields: { Front: "x", Back: "y" } };
      const added = await miner.anki("addNote", { note });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ result: null, error: `model was not found: ${name}` });
    }
  });

  it("addNotes answers an id or null per note; canAddNotes a boolean per note", async () => {
    const note = (front: string, deckName = "Chinese mining") => ({
      deckName,
      modelName: "Basic",
      fields: { Front: front, Back: `meaning of ${front}` },
    });
    const res = await miner.anki("addNotes", { notes: [note("谢谢"), note("你好"), note("再见", "Nope")] });
    const [first, duplicate, unknownDeck] = res.json().result;
    expect(typeof first).toBe("number");
    expect([duplicate, unknownDeck]).toEqual([null, null]);
    const can = await miner.anki("canAddNotes", { notes: [note("谢谢"), note("学生"), note("学生", "Nope")] });
    expect(can.json()).toEqual({ result: [false, true, false], error: null });
    const allowed = { ...note("谢谢"), options: { allowDuplicate: true } };
    expect((await miner.anki("canAddNotes", { notes: [allowed] })).json().result).toEqual([true]);
  });

  it("findNotes reads deck:, field:, added:, nid: and plain words", async () => {
    const q = async (query: string) => (await miner.anki("findNotes", { query })).json().result;
    expect(await q('deck:"Chinese mining" front:你好')).toEqual([firstId]);
    expect(await q('"deck:Chinese mining" "back:hel*"')).toEqual([firstId]);
    expect(await q("added:1 你好")).toEqual([firstId]);
    expect(await q(`nid:${firstId}`)).toEqual([firstId]);
    expect(await q("deck:Elsewhere")).toEqual([]);
    expect(await q("tag:unknown")).toEqual([]);
    expect((await q("deck:*")).length).toBe(2);
  });

  it("updateNoteFields changes the word in place; guiBrowse answers ids and keeps them for the web app", async () => {
    const res = await miner.anki("updateNoteFields", { note: { id: firstId, fields: { Back: "hello; hi" } } });
    expect(res.json()).toEqual({ result: null, error: null });
    const info = (await miner.anki("notesInfo", { notes: [firstId, 999999] })).json().result;
    expect(info[0].fields.Back).toEqual({ value: "hello; hi", order: 1 });
    expect(info[1]).toEqual({});
    const browse = await miner.anki("guiBrowse", { query: "front:你好" });
    expect(browse.json()).toEqual({ result: [firstId], error: null });
    const shown = await miner.client.call("POST", "/api/me/connected-tools/browse/take");
    expect(shown.json().items).toEqual([
      expect.objectContaining({ id: firstId, term: "你好", translation: "hello; hi" }),
    ]);
    expect((await miner.client.call("POST", "/api/me/connected-tools/browse/take")).json().items).toEqual([]);
  });

  it("multi answers each action in its own version's shape, errors included", async () => {
    const res = await miner.anki("multi", {
      actions: [{ action: "version", version: 6 }, { action: "deckNames" }, { action: "nope", version: 6 }],
    });
    expect(res.json()).toEqual({
      result: [{ result: 6, error: null }, ["Chinese mining"], { result: null, error: "unsupported action" }],
      error: null,
    });
  });

  it("unknown actions answer AnkiConnect's error with HTTP 200", async () => {
    const res = await miner.anki("deleteDecks", { decks: ["Chinese mining"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: null, error: "unsupported action" });
  });

  it("answers the CORS preflight of a browser extension", async () => {
    const res = await ctx.app.inject({
      method: "OPTIONS",
      url: "/ankiconnect",
      headers: {
        origin: "chrome-extension://abc",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-headers"]).toMatch(/content-type/i);
  });
});

describe("files brought by a note", () => {
  let miner: Miner;
  beforeAll(async () => {
    miner = await miningLearner(ctx, "Mining with audio");
    await miner.anki("addNote", {
      note: { deckName: "Mining with audio", modelName: "Basic", fields: { Front: "你好", Back: "hello" } },
    });
  });

  it("a refused note stores none of its files: the duplicate check comes before them; an accepted one stores them", async () => {
    const withAudio = (front: string, filename: string) => ({
      deckName: "Mining with audio",
      modelName: "Basic",
      fields: { Front: front, Back: `meaning of ${front}` },
      audio: [{ filename, data: base64Of(600), fields: ["Front"] }],
    });
    const stored = async () =>
      (
        await ctx.database.db
          .select({ name: miningMedia.name })
          .from(miningMedia)
          .where(eq(miningMedia.userId, miner.client.id))
      ).map((m) => m.name);
    const duplicate = await miner.anki("addNote", { note: withAudio("你好", "dup_hello.mp3") });
    expect(duplicate.json()).toEqual({ result: null, error: "cannot create note because it is a duplicate" });
    const probe = await miner.anki("canAddNotes", { notes: [withAudio("老师", "probe_teacher.mp3")] });
    expect(probe.json().result).toEqual([true]);
    expect(await stored()).not.toContain("dup_hello.mp3");
    expect(await stored()).not.toContain("probe_teacher.mp3");
    const added = await miner.anki("addNote", { note: withAudio("老师", "teacher.mp3") });
    expect(typeof added.json().result).toBe("number");
    expect(await stored()).toContain("teacher.mp3");
  });
});
