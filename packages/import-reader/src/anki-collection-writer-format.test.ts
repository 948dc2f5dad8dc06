import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type CollectionFileOptions, createCollectionFile, type ExportNote } from "./anki-collection-writer";
import { readAnkiPackage } from "./anki-package";
import { ankiPackageStream } from "./anki-package-stream";
import { ImportReadError } from "./errors";
import { toSafeText } from "./safe-text";
import { CREATED, collectionOptions, NOW, temporaryCollectionPaths } from "./test-fixtures/collection-files";

/** A package exported by Anki itself: its `collection.anki2` has Anki's schema 11, written by Anki. */
const ANKI_EXPORT = new URL("../test-data/example_music_intervals.apkg", import.meta.url);

const collectionPath = temporaryCollectionPaths("collection-format-");

/** A word never studied: one new card. */
function word(key: string, term: string, translation: string, reading: string | null = null): ExportNote {
  return { key, term, translation, reading, audioName: null, cards: [] };
}

const WORDS: ExportNote[] = [
  word("w-1", "你好", "hello", "nǐ hǎo"),
  word("w-2", "谢谢", "thank you, thanks", "xièxie"),
  word("w-3", "再见", "goodbye"),
];

interface Exported {
  apkg: Uint8Array;
  notes: number;
}

/**
 * Writes the notes (one batch each inner array) with `createCollectionFile`, as an export does, and zips them
 * with `ankiPackageStream`; `recordings` holds the bytes of each recording by the name the deck keeps it under.
 */
async function exported(
  batches: readonly ExportNote[][],
  options: Partial<CollectionFileOptions> = {},
  recordings: Record<string, Uint8Array> = {},
): Promise<Exported> {
  const path = collectionPath();
  const file = createCollectionFile(
    path,
    collectionOptions({ name: "Chinese · Greetings", description: "First words", ...options }),
  );
  for (const batch of batches) await file.addNotes(batch);
  const media = file.media().map(({ sourceName, name }) => ({
    name,
    bytes: async () => recordings[sourceName] ?? new Uint8Array(0),
  }));
  const { notes } = file.finish();
  const chunks: Uint8Array[] = [];
  for await (const chunk of ankiPackageStream(path, media, options.now ?? NOW)) chunks.push(chunk);
  return { apkg: new Uint8Array(Buffer.concat(chunks)), notes };
}

/** The raw collection inside a package, to check what the reader does not expose. */
function openCollection(apkg: Uint8Array): Database.Database {
  const collection = unzipSync(apkg)["collection.anki2"];
  if (!collection) throw new Error("collection.anki2 missing");
  return new Database(Buffer.from(collection), { readonly: true });
}

function rows(db: Database.Database, sql: string): Record<string, unknown>[] {
  return db.prepare(sql).all() as Record<string, unknown>[];
}

function sha1Checksum(text: string): number {
  return Number.parseInt(createHash("sha1").update(text, "utf8").digest("hex").slice(0, 8), 16);
}

describe("createCollectionFile's package, read back with readAnkiPackage", () => {
  it("holds one deck, one note type, one note and one new card per word, in order", async () => {
    const pkg = await readAnkiPackage((await exported([WORDS])).apkg);
    expect(pkg.source).toBe("collection.anki2");
    expect(pkg.schemaVersion).toBe(11);
    expect(pkg.collectionCreated).toBe(Math.floor(CREATED.getTime() / 1000));
    expect(pkg.warnings).toEqual([]);
    // Anki's own exports carry the (empty) Default deck, id 1; the words are in the named deck.
    expect(pkg.decks).toMatchObject([
      { id: 1, name: "Default", filtered: false },
      { id: CREATED.getTime() + 1, name: "Chinese · Greetings", filtered: false },
    ]);
    expect(pkg.noteTypes).toEqual([
      {
        id: CREATED.getTime(),
        name: "Vocabulary + Reading",
        fields: ["Term", "Translation", "Reading"],
        templates: ["Term → Translation"],
        kind: "standard",
      },
    ]);
    expect(pkg.notes.map((note) => note.fields.map(toSafeText))).toEqual([
      ["你好", "hello", "nǐ hǎo"],
      ["谢谢", "thank you, thanks", "xièxie"],
      ["再见", "goodbye", ""],
    ]);
    expect(pkg.notes.map((note) => note.guid)).toEqual(["w-1", "w-2", "w-3"]);
    expect(pkg.notes.every((note) => note.noteTypeId === CREATED.getTime() && note.tags.length === 0)).toBe(true);

    expect(pkg.cards).toHaveLength(3);
    expect(pkg.cards.map((card) => card.noteId)).toEqual(pkg.notes.map((note) => note.id));
    for (const [index, card] of pkg.cards.entries()) {
      expect(card).toMatchObject({
        deckId: CREATED.getTime() + 1,
        ordinal: 0,
        type: 0,
        queue: 0,
        due: index + 1,
        interval: 0,
        reps: 0,
        lapses: 0,
        suspended: false,
        buried: false,
      });
    }
    expect(pkg.revlog).toEqual([]);
  });

  it("uses the two-field note type without a reading", async () => {
    const notes = WORDS.map((note) => ({ ...note, reading: null }));
    const pkg = await readAnkiPackage((await exported([notes], { hasReading: false })).apkg);
    expect(pkg.noteTypes.map((type) => [type.name, type.fields])).toEqual([["Vocabulary", ["Term", "Translation"]]]);
    expect(pkg.notes.map((note) => note.fields.map(toSafeText))).toEqual([
      ["你好", "hello"],
      ["谢谢", "thank you, thanks"],
      ["再见", "goodbye"],
    ]);
  });

  it("keeps guids and ids stable across two exports of the same deck", async () => {
    const notes: ExportNote[] = [
      ...WORDS,
      word("has a space", "早上好", "good morning", "zǎoshang hǎo"),
      word("x".repeat(65), "晚安", "good night", "wǎn'ān"),
    ];
    const first = await readAnkiPackage((await exported([notes])).apkg);
    const second = await readAnkiPackage(
      (await exported([notes.slice(0, 2), notes.slice(2)], { now: new Date() })).apkg,
    );
    const guids = first.notes.map((note) => note.guid);
    expect(second.notes.map((note) => note.guid)).toEqual(guids);
    expect(second.notes.map((note) => note.id)).toEqual(first.notes.map((note) => note.id));
    expect(second.cards.map((card) => card.id)).toEqual(first.cards.map((card) => card.id));
    expect(second.noteTypes[0]?.id).toBe(first.noteTypes[0]?.id);
    expect(second.decks.map((deck) => deck.id)).toEqual(first.decks.map((deck) => deck.id));
    // Keys that do not look like a guid are hashed to one, still without whitespace.
    expect(guids.slice(0, 3)).toEqual(["w-1", "w-2", "w-3"]);
    expect(guids[3]).toMatch(/^[0-9a-f]{16}$/);
    expect(guids[4]).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("gives two words with the same key two different guids, in one batch or in two", async () => {
    const same = [WORDS[0]!, { ...WORDS[1]!, key: "w-1" }];
    for (const batches of [[same], [[same[0]!], [same[1]!]]]) {
      const pkg = await readAnkiPackage((await exported(batches)).apkg);
      expect(pkg.notes[0]?.guid).toBe("w-1");
      expect(pkg.notes[1]?.guid).not.toBe("w-1");
    }
  });

  it("round-trips audio: [sound:…] in the Audio field and the bytes in the media map", async () => {
    const mp3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 1, 2, 3, 4, 5]);
    const notes = [{ ...WORDS[0]!, audioName: "x.mp3" }, WORDS[1]!];
    const { apkg } = await exported([notes], { hasAudio: true }, { "x.mp3": mp3 });
    const pkg = await readAnkiPackage(apkg);
    expect(pkg.noteTypes[0]?.fields).toEqual(["Term", "Translation", "Reading", "Audio"]);
    expect(pkg.notes[0]?.fields[3]).toBe("[sound:x.mp3]");
    expect(pkg.notes[1]?.fields[3]).toBe("");
    expect(pkg.media.files).toEqual([{ name: "x.mp3", size: mp3.length, zipEntry: "0" }]);
    expect(await pkg.media.read("x.mp3")).toEqual(mp3);

    const files = unzipSync(apkg);
    expect(JSON.parse(new TextDecoder().decode(files.media))).toEqual({ "0": "x.mp3" });
    expect(files["0"]).toEqual(mp3);
    const db = openCollection(apkg);
    try {
      const models = JSON.parse(String(rows(db, "SELECT models FROM col")[0]?.models));
      const template = Object.values(models as Record<string, { tmpls: { qfmt: string; afmt: string }[] }>)[0]
        ?.tmpls[0];
      expect(template?.qfmt).toBe("{{Term}}");
      expect(template?.afmt).toContain("{{Reading}}");
      expect(template?.afmt).toContain("{{Audio}}");
    } finally {
      db.close();
    }
  });

  it("writes an empty media map and no Audio field when no word has audio", async () => {
    const { apkg } = await exported([WORDS]);
    const files = unzipSync(apkg);
    expect(Object.keys(files).sort()).toEqual(["collection.anki2", "media"]);
    expect(new TextDecoder().decode(files.media)).toBe("{}");
    const pkg = await readAnkiPackage(apkg);
    expect(pkg.noteTypes[0]?.fields).not.toContain("Audio");
    expect(pkg.media.files).toEqual([]);
  });

  it("makes media names plain and unique: a shared recording stored once, clashing names renumbered", async () => {
    const a = new Uint8Array([1, 1, 1]);
    const b = new Uint8Array([2, 2, 2]);
    const c = new Uint8Array([3, 3, 3]);
    const notes: ExportNote[] = [
      { ...word("1", "a", "A"), audioName: "../[evil]&.mp3" },
      { ...word("2", "b", "B"), audioName: "same.mp3" },
      { ...word("3", "c", "C"), audioName: "same.mp3" },
      // Another recording whose name becomes "same.mp3" once made plain.
      { ...word("4", "d", "D"), audioName: "same.mp3 " },
      { ...word("5", "e", "E"), audioName: "   " },
    ];
    const recordings = { "../[evil]&.mp3": a, "same.mp3": a, "same.mp3 ": b, "   ": c };
    const { apkg } = await exported(
      [notes.slice(0, 3), notes.slice(3)],
      { hasReading: false, hasAudio: true },
      recordings,
    );
    const pkg = await readAnkiPackage(apkg);
    expect(pkg.warnings).toEqual([]);
    expect(pkg.notes.map((note) => note.fields[2])).toEqual([
      "[sound:__evil__.mp3]",
      "[sound:same.mp3]",
      "[sound:same.mp3]",
      "[sound:same-2.mp3]",
      "[sound:audio-4.mp3]",
    ]);
    expect(pkg.media.files.map((file) => file.name)).toEqual(["__evil__.mp3", "same.mp3", "same-2.mp3", "audio-4.mp3"]);
    expect(await pkg.media.read("same.mp3")).toEqual(a);
    expect(await pkg.media.read("same-2.mp3")).toEqual(b);
    expect(await pkg.media.read("audio-4.mp3")).toEqual(c);
  });

  it("escapes field text, so markup-like words come back as the same plain text", async () => {
    const notes = [
      word("1", "<b>&", "a < b && c > d", "&amp;"),
      word("2", "line one\r\nline two", "tab\there", "sep\x1farator"),
    ];
    const pkg = await readAnkiPackage((await exported([notes])).apkg);
    expect(pkg.notes[0]?.fields).toEqual(["&lt;b&gt;&amp;", "a &lt; b &amp;&amp; c &gt; d", "&amp;amp;"]);
    expect(pkg.notes.map((note) => note.fields.map(toSafeText))).toEqual([
      ["<b>&", "a < b && c > d", "&amp;"],
      ["line one\nline two", "tab here", "separator"],
    ]);
  });

  it("puts the words in deck 1 when the deck is called Default, as Anki's deck names are unique", async () => {
    const pkg = await readAnkiPackage((await exported([WORDS], { name: " default " })).apkg);
    expect(pkg.decks).toMatchObject([{ id: 1, name: "default", filtered: false }]);
    expect(pkg.cards.every((card) => card.deckId === 1)).toBe(true);
  });

  it("escapes the deck description and keeps the name as plain text", async () => {
    const { apkg } = await exported([WORDS], { name: "A & B", description: "<i>x</i>\nline" });
    const db = openCollection(apkg);
    try {
      const decks = JSON.parse(String(rows(db, "SELECT decks FROM col")[0]?.decks)) as Record<
        string,
        { name: string; desc: string }
      >;
      expect(decks[CREATED.getTime() + 1]).toMatchObject({ name: "A & B", desc: "&lt;i&gt;x&lt;/i&gt;<br>line" });
    } finally {
      db.close();
    }
  });

  it("writes Anki's sort field and checksum (SHA-1 of the stripped first field)", async () => {
    const db = openCollection((await exported([[word("1", "<b>&", "x"), word("2", "Straße", "street")]])).apkg);
    try {
      expect(rows(db, "SELECT sfld, csum, mod, usn, flags, data FROM notes ORDER BY id")).toEqual([
        { sfld: "<b>&", csum: sha1Checksum("<b>&"), mod: NOW.getTime() / 1000, usn: -1, flags: 0, data: "" },
        { sfld: "Straße", csum: sha1Checksum("Straße"), mod: NOW.getTime() / 1000, usn: -1, flags: 0, data: "" },
      ]);
    } finally {
      db.close();
    }
  });
});

describe("createCollectionFile: the collection file", () => {
  function columns(db: Database.Database): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const table of ["col", "notes", "cards", "revlog", "graves"]) {
      out[table] = rows(db, `PRAGMA table_info(${table})`).map((row) => `${row.name} ${row.type} ${row.notnull}`);
    }
    return out;
  }

  it("has Anki's schema 11 tables with exactly the columns and indexes of a collection Anki wrote", async () => {
    const reference = openCollection(readFileSync(ANKI_EXPORT));
    const db = openCollection((await exported([WORDS])).apkg);
    try {
      expect(columns(db)).toEqual(columns(reference));
      const indexes = (d: Database.Database) =>
        rows(d, "SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name").map((row) => row.name);
      expect(indexes(db)).toEqual(indexes(reference));
    } finally {
      db.close();
      reference.close();
    }
  });

  it("fills the col row with version 11, times and the JSON Anki needs to load decks and note types", async () => {
    const db = openCollection((await exported([WORDS])).apkg);
    try {
      const col = rows(db, "SELECT * FROM col")[0] ?? {};
      expect(col).toMatchObject({
        id: 1,
        crt: CREATED.getTime() / 1000,
        mod: NOW.getTime(),
        scm: NOW.getTime(),
        ver: 11,
        tags: "{}",
      });
      const deckId = CREATED.getTime() + 1;
      const decks = JSON.parse(String(col.decks));
      expect(decks[deckId]).toMatchObject({
        id: deckId,
        dyn: 0,
        conf: 1,
        collapsed: false,
        newToday: [0, 0],
        revToday: [0, 0],
        lrnToday: [0, 0],
        timeToday: [0, 0],
      });
      const model = JSON.parse(String(col.models))[CREATED.getTime()];
      expect(model).toMatchObject({ type: 0, sortf: 0, did: deckId, usn: -1, req: [[0, "any", [0]]] });
      expect(model.flds.map((field: { name: string; ord: number }) => [field.name, field.ord])).toEqual([
        ["Term", 0],
        ["Translation", 1],
        ["Reading", 2],
      ]);
      for (const field of model.flds) expect(field).toMatchObject({ sticky: false, rtl: false, font: "Arial" });
      expect(typeof model.css).toBe("string");
      const dconf = JSON.parse(String(col.dconf));
      expect(dconf["1"]).toMatchObject({ id: 1, new: { perDay: 20 }, rev: { perDay: 200 }, lapse: { leechFails: 8 } });
      expect(JSON.parse(String(col.conf))).toMatchObject({ curDeck: deckId, curModel: CREATED.getTime(), nextPos: 4 });
      expect(rows(db, "SELECT count(*) AS n FROM revlog")).toEqual([{ n: 0 }]);
      expect(rows(db, "SELECT count(*) AS n FROM graves")).toEqual([{ n: 0 }]);
    } finally {
      db.close();
    }
  });

  it("writes a deck of 2,000 words in batches with unique, increasing ids", async () => {
    const notes = Array.from({ length: 2000 }, (_, i) =>
      word(`word-${i}`, `term ${i}`, `translation ${i}`, `reading ${i}`),
    );
    const batches = Array.from({ length: 4 }, (_, i) => notes.slice(i * 500, (i + 1) * 500));
    const written = await exported(batches);
    expect(written.notes).toBe(2000);
    const pkg = await readAnkiPackage(written.apkg);
    expect(pkg.notes).toHaveLength(2000);
    expect(pkg.cards).toHaveLength(2000);
    const noteIds = pkg.notes.map((note) => note.id);
    expect(noteIds.every((id, i) => i === 0 || id > (noteIds[i - 1] ?? 0))).toBe(true);
    const cardIds = pkg.cards.map((card) => card.id);
    expect(cardIds.every((id, i) => i === 0 || id > (cardIds[i - 1] ?? 0))).toBe(true);
    expect(new Set(pkg.notes.map((note) => note.guid)).size).toBe(2000);
    expect(pkg.notes[1999]?.fields.map(toSafeText)).toEqual(["term 1999", "translation 1999", "reading 1999"]);
    expect(pkg.cards[1999]?.due).toBe(2000);
  });

  it("writes a valid package for a deck without words (the reader then reports there are no notes)", async () => {
    const { apkg, notes } = await exported([]);
    expect(notes).toBe(0);
    const db = openCollection(apkg);
    try {
      expect(rows(db, "SELECT count(*) AS n FROM notes")).toEqual([{ n: 0 }]);
    } finally {
      db.close();
    }
    await expect(readAnkiPackage(apkg)).rejects.toBeInstanceOf(ImportReadError);
  });

  it("refuses dates that are not dates", async () => {
    await expect(exported([WORDS], { createdAt: new Date(Number.NaN) })).rejects.toBeInstanceOf(RangeError);
    await expect(exported([WORDS], { now: new Date("never") })).rejects.toBeInstanceOf(RangeError);
  });
});
