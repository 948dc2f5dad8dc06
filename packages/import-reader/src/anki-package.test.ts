import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { decompress } from "fzstd";
import { beforeAll, describe, expect, it } from "vitest";
import { readAnkiPackage } from "./anki-package";
import type { AnkiPackage } from "./anki-types";
import { ImportReadError } from "./errors";
import {
  buildLegacyCollection,
  buildNewCollection,
  buildStubCollection,
  mediaEntries,
  packageMeta,
  zip,
  zstdStored,
} from "./test-fixtures/build-anki";
import { memoryDb } from "./test-fixtures/memory-db";
import { CARD, CASA_JPG, COMER_MP3, DECK, NOTE, TYPE, vocabulary } from "./test-fixtures/vocabulary";

const SAMPLE = new URL("../test-data/example_music_intervals.apkg", import.meta.url);

describe("the real sample package (Anki 23+ export)", () => {
  let pkg: AnkiPackage;
  beforeAll(async () => {
    pkg = await readAnkiPackage(readFileSync(SAMPLE));
  });

  it("reads collection.anki21b and ignores the collection.anki2 stub", () => {
    expect(pkg.source).toBe("collection.anki21b");
    expect(pkg.schemaVersion).toBe(18);
    expect(pkg.notes.some((note) => note.fields[0]?.startsWith("Please update"))).toBe(false);
  });

  it("finds all 340 notes with their cards, decks and note type", () => {
    expect(pkg.notes).toHaveLength(340);
    expect(pkg.cards).toHaveLength(340);
    expect(pkg.revlog).toEqual([]);
    expect(pkg.noteTypes).toEqual([
      { id: 1483568031035, name: "Basic+", fields: ["Front", "Back"], templates: ["Card 1"], kind: "standard" },
    ]);
    expect(pkg.decks.map((deck) => deck.name)).toContain("Music Intervals::1/ Easy - major 2nd, 3rd, perfect 5th");
    const deckIds = new Set(pkg.decks.map((deck) => deck.id));
    expect(pkg.cards.every((card) => deckIds.has(card.deckId))).toBe(true);
    expect(pkg.notes[0]).toMatchObject({
      fields: ["The perfect 5th of C is...", "<h1>G</h1>"],
      tags: ["easy", "interval"],
    });
  });

  it("reads the zstd protobuf media map (this export has no media)", async () => {
    expect(pkg.media.files).toEqual([]);
    expect(await pkg.media.read("anything.mp3")).toBeNull();
    expect(pkg.warnings).toEqual([]);
  });
});

describe("the real sample's collection, changed with SQLite and packed again", () => {
  it("reads review history, suspended cards and zstd media added to a collection Anki wrote", async () => {
    const files = unzipSync(readFileSync(SAMPLE));
    const db = memoryDb(decompress(files["collection.anki21b"] as Uint8Array));
    const cardIds = db.prepare("SELECT id FROM cards ORDER BY id LIMIT 2").pluck().all() as number[];
    db.prepare("UPDATE cards SET type = 2, queue = -1, ivl = 3, factor = 2500, reps = 2 WHERE id = ?").run(cardIds[0]);
    db.prepare("INSERT INTO revlog VALUES (1741500000000, ?, -1, 3, 3, -600, 2500, 7000, 1)").run(cardIds[1]);
    const changed = db.serialize();
    db.close();

    const pkg = await readAnkiPackage(
      zip({
        "collection.anki2": files["collection.anki2"] as Uint8Array,
        "collection.anki21b": zstdStored(changed),
        meta: packageMeta(3),
        media: zstdStored(mediaEntries([{ name: "casa.jpg", size: CASA_JPG.length }])),
        "0": zstdStored(CASA_JPG),
      }),
    );
    expect(pkg.notes).toHaveLength(340);
    expect(pkg.cards.find((card) => card.id === cardIds[0])).toMatchObject({ suspended: true, interval: 3, reps: 2 });
    expect(pkg.revlog).toEqual([
      {
        id: 1741500000000,
        cardId: cardIds[1],
        ease: 3,
        interval: 3,
        lastInterval: -600,
        factor: 2500,
        timeMs: 7000,
        type: 1,
      },
    ]);
    expect(await pkg.media.read("casa.jpg")).toEqual(CASA_JPG);
  });
});

describe("media is read on demand", () => {
  it("a damaged media file does not stop the package; reading that file says it is damaged", async () => {
    const bytes = zip({
      "collection.anki21b": zstdStored(buildNewCollection(vocabulary)),
      meta: packageMeta(3),
      media: zstdStored(
        mediaEntries([
          { name: "casa.jpg", size: 10 },
          { name: "comer.mp3", size: COMER_MP3.length },
        ]),
      ),
      "0": new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0xa0, 10, 0, 0, 0, 0xff, 0xff]),
      "1": zstdStored(COMER_MP3),
    });
    const pkg = await readAnkiPackage(bytes);
    expect(await pkg.media.read("comer.mp3")).toEqual(COMER_MP3);
    await expect(pkg.media.read("casa.jpg")).rejects.toThrow(expect.objectContaining({ code: "CORRUPT_PACKAGE" }));
  });
});

function expectVocabulary(pkg: AnkiPackage, options: { revlog: boolean }): void {
  expect(pkg.collectionCreated).toBe(1_690_000_000);
  expect(pkg.decks.map(({ id, name, filtered }) => ({ id, name, filtered }))).toEqual([
    { id: DECK.default, name: "Default", filtered: false },
    { id: DECK.spanish, name: "Spanish", filtered: false },
    { id: DECK.verbs, name: "Spanish::Verbs", filtered: false },
    { id: DECK.filtered, name: "Filtered Deck 1", filtered: true },
  ]);
  expect(pkg.noteTypes).toEqual([
    {
      id: TYPE.reversed,
      name: "Basic (and reversed card)",
      fields: ["Front", "Back"],
      templates: ["Card 1", "Card 2"],
      kind: "standard",
    },
    { id: TYPE.cloze, name: "Cloze", fields: ["Text", "Back Extra"], templates: ["Cloze"], kind: "cloze" },
  ]);
  // Notes come back as the collection holds them: fields untouched, the note type by id, tags as a list.
  expect(pkg.notes).toEqual(
    vocabulary.notes.map((n) => ({ id: n.id, guid: n.guid, noteTypeId: n.mid, fields: n.fields, tags: n.tags ?? [] })),
  );
  expect(pkg.notes.map((n) => n.tags)).toEqual([["verbs", "spanish::basics"], [], [], ["geo"]]);

  const card = (id: number) => pkg.cards.find((c) => c.id === id);
  expect(pkg.cards).toHaveLength(7);
  expect(pkg.cards.filter((c) => c.noteId === NOTE.hablar).map((c) => c.ordinal)).toEqual([0, 1]);
  expect(card(CARD.hablarForward)).toEqual({
    id: CARD.hablarForward,
    noteId: NOTE.hablar,
    deckId: DECK.verbs,
    ordinal: 0,
    type: 2,
    queue: 2,
    suspended: false,
    buried: false,
    due: 19_700,
    interval: 10,
    easeFactor: 2500,
    reps: 5,
    lapses: 1,
    originalDeckId: 0,
    originalDue: 0,
    memory: { stability: 12.5, difficulty: 5.1 },
  });
  expect(card(CARD.hablarReverse)).toMatchObject({
    queue: -1,
    suspended: true,
    buried: false,
    interval: 4,
    easeFactor: 2300,
  });
  expect(card(CARD.comerForward)).toMatchObject({ type: 0, queue: 0, due: 3, suspended: false, buried: false });
  expect(card(CARD.comerReverse)).toMatchObject({ queue: -3, buried: true, suspended: false });
  expect(card(CARD.madridC1)).toMatchObject({ queue: -2, buried: true });
  expect(card(CARD.casa)).toMatchObject({ type: 1, queue: 1, due: 1_700_000_500 });
  expect(card(CARD.madridC2)).toMatchObject({
    deckId: DECK.filtered,
    originalDeckId: DECK.spanish,
    originalDue: 19_710,
    ordinal: 1,
  });
  expect(card(CARD.madridC2)?.memory).toBeUndefined();

  if (!options.revlog) {
    expect(pkg.revlog).toEqual([]);
    return;
  }
  expect(pkg.revlog.map((r) => r.type)).toEqual([0, 0, 1, 4, 2, 3, 5]);
  expect(pkg.revlog.map((r) => r.ease)).toEqual([1, 3, 3, 0, 1, 4, 0]);
  expect(pkg.revlog[2]).toEqual({
    id: 1_700_086_400_000,
    cardId: CARD.hablarForward,
    ease: 3,
    interval: 10,
    lastInterval: 1,
    factor: 2500,
    timeMs: 4000,
    type: 1,
  });
  expect(pkg.revlog[0]).toMatchObject({ interval: -60, timeMs: 8000 });
}

async function expectMedia(pkg: AnkiPackage): Promise<void> {
  expect(pkg.media.files.map((file) => file.name).sort()).toEqual(["casa.jpg", "comer.mp3"]);
  expect(pkg.media.has("casa.jpg")).toBe(true);
  expect(await pkg.media.read("casa.jpg")).toEqual(CASA_JPG);
  expect(await pkg.media.read("comer.mp3")).toEqual(COMER_MP3);
  expect(await pkg.media.read("missing.png")).toBeNull();
}

describe("collection.anki2 (schema 11, JSON media map, no meta)", () => {
  it("reads decks, note types, notes, every card state, the review history and media", async () => {
    const bytes = zip({
      "collection.anki2": buildLegacyCollection(vocabulary),
      media: JSON.stringify({ "0": "casa.jpg", "1": "comer.mp3" }),
      "0": CASA_JPG,
      "1": COMER_MP3,
    });
    const pkg = await readAnkiPackage(bytes);
    expect(pkg.source).toBe("collection.anki2");
    expect(pkg.schemaVersion).toBe(11);
    expectVocabulary(pkg, { revlog: true });
    await expectMedia(pkg);
    expect(pkg.warnings).toEqual([]);
  });

  it("skips media whose names are paths, and media listed but absent", async () => {
    const bytes = zip({
      "collection.anki2": buildLegacyCollection(vocabulary),
      media: JSON.stringify({ "0": "../../etc/passwd", "1": "a/b.jpg", "2": "gone.png", "3": "ok.png" }),
      "0": "x",
      "1": "y",
      "3": "z",
    });
    const pkg = await readAnkiPackage(bytes);
    expect(pkg.media.files.map((file) => file.name)).toEqual(["ok.png"]);
    expect(await pkg.media.read("../../etc/passwd")).toBeNull();
    expect(pkg.warnings).toHaveLength(3);
  });
});

describe("collection.anki21 (schema 11, beside the stub anki2)", () => {
  it("prefers anki21 over the stub and reads a collection without a revlog table", async () => {
    const bytes = zip({
      "collection.anki2": buildStubCollection(),
      "collection.anki21": buildLegacyCollection({ ...vocabulary, dropRevlogTable: true }),
      media: "{}",
    });
    const pkg = await readAnkiPackage(bytes);
    expect(pkg.source).toBe("collection.anki21");
    expectVocabulary(pkg, { revlog: false });
    expect(pkg.media.files).toEqual([]);
  });

  it("reads an empty review history", async () => {
    const bytes = zip({ "collection.anki21": buildLegacyCollection({ ...vocabulary, revlog: [] }), media: "{}" });
    const pkg = await readAnkiPackage(bytes);
    expect(pkg.revlog).toEqual([]);
  });
});

function latestPackage(collection: Uint8Array, level: 0 | 6 = 6): Uint8Array {
  return zip(
    {
      "collection.anki2": buildStubCollection(),
      "collection.anki21b": zstdStored(collection),
      meta: packageMeta(3),
      media: zstdStored(
        mediaEntries([
          { name: "casa.jpg", size: CASA_JPG.length },
          { name: "comer.mp3", size: COMER_MP3.length },
        ]),
      ),
      "0": zstdStored(CASA_JPG),
      "1": zstdStored(COMER_MP3),
    },
    level,
  );
}

describe("collection.anki21b (schema 18, zstd, protobuf media map)", () => {
  it("reads the table layout (unicase names, U+001F deck paths, cloze kind, filtered decks) and zstd media", async () => {
    const pkg = await readAnkiPackage(latestPackage(buildNewCollection(vocabulary)));
    expect(pkg.source).toBe("collection.anki21b");
    expect(pkg.schemaVersion).toBe(18);
    expectVocabulary(pkg, { revlog: true });
    await expectMedia(pkg);
  });

  it("reads a whole-collection .colpkg the same way, with its review history", async () => {
    const colpkg = zip({
      "collection.anki21b": zstdStored(buildNewCollection(vocabulary)),
      meta: packageMeta(3),
      media: zstdStored(mediaEntries([])),
    });
    const pkg = await readAnkiPackage(colpkg);
    expect(pkg.revlog).toHaveLength(7);
    expect(pkg.cards.filter((card) => card.suspended)).toHaveLength(1);
  });

  it("reads a new-layout collection stored uncompressed as collection.anki21", async () => {
    const pkg = await readAnkiPackage(zip({ "collection.anki21": buildNewCollection(vocabulary), media: "{}" }));
    expect(pkg.schemaVersion).toBe(18);
    expect(pkg.decks.find((deck) => deck.id === DECK.verbs)?.name).toBe("Spanish::Verbs");
  });
});

async function readError(bytes: Uint8Array, options: Parameters<typeof readAnkiPackage>[1] = {}) {
  try {
    await readAnkiPackage(bytes, options);
  } catch (error) {
    return error as { code: string; message: string; details: Record<string, unknown> };
  }
  throw new Error("expected the package to be refused");
}

describe("refusals", () => {
  it("a file that is not a zip", async () => {
    const error = await readError(new TextEncoder().encode("front,back\nhola,hello\n"));
    expect(error.code).toBe("NOT_A_ZIP");
    expect(error.message).toMatch(/not a zip archive/);
    expect((await readError(new Uint8Array(0))).code).toBe("NOT_A_ZIP");
  });

  it("a file over the size limit, before looking inside", async () => {
    const error = await readError(new Uint8Array(2048), { maxFileBytes: 1024 });
    expect(error).toMatchObject({ code: "FILE_TOO_LARGE", message: expect.stringContaining("1 KB") });
  });

  it("a zip bomb: entries that unpack past the limit are refused before inflating", async () => {
    const bomb = zip({ "collection.anki2": new Uint8Array(3 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(10_000);
    const error = await readError(bomb, { maxUncompressedBytes: 1024 * 1024 });
    expect(error).toMatchObject({ code: "ZIP_TOO_LARGE", message: expect.stringContaining("more than 1 MB") });
  });

  it("a zip bomb against the default 100 MB limit, declared in the archive's directory", async () => {
    const bytes = zip({ "collection.anki2": new Uint8Array(100), "0": new Uint8Array(100) });
    setDeclaredSize(bytes, "0", 150 * 1024 * 1024);
    const error = await readError(bytes);
    expect(error).toMatchObject({ code: "ZIP_TOO_LARGE", message: expect.stringContaining("100 MB") });
  });

  it("an entry that inflates past its declared size is cut off, not grown", async () => {
    const bytes = zip({ "collection.anki2": new Uint8Array(64 * 1024) });
    setDeclaredSize(bytes, "collection.anki2", 1000);
    expect((await readError(bytes)).code).toBe("CORRUPT_PACKAGE");
  });

  it("a zstd collection that unpacks past the limit", async () => {
    const bytes = zip({ "collection.anki21b": zstdStored(new Uint8Array(2 * 1024 * 1024)), meta: packageMeta(3) }, 6);
    const error = await readError(bytes, { maxUncompressedBytes: 1024 * 1024 + 512 * 1024 });
    expect(error.code).toBe("ZIP_TOO_LARGE");
  });

  it("a zstd collection asking for a 1 GB window is refused before any allocation", async () => {
    const frame = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 20 << 3, 0x01, 0x00, 0x00]);
    const error = await readError(zip({ "collection.anki21b": frame, meta: packageMeta(3) }));
    expect(error).toMatchObject({ code: "ZIP_TOO_LARGE", message: expect.stringContaining("100 MB") });
  });

  it("a zip without an Anki collection", async () => {
    expect((await readError(zip({ "words.csv": "a,b" }))).code).toBe("NOT_AN_ANKI_PACKAGE");
  });

  it("a package holding only the stub that asks to update Anki", async () => {
    const error = await readError(zip({ "collection.anki2": buildStubCollection(), media: "{}" }));
    expect(error).toMatchObject({ code: "STUB_ONLY", message: expect.stringContaining("Export it again") });
  });

  it("a package with no notes", async () => {
    const empty = buildLegacyCollection({ ...vocabulary, notes: [], cards: [], revlog: [] });
    expect(await readError(zip({ "collection.anki21": empty }))).toMatchObject({
      code: "NO_NOTES",
      message: "This Anki package holds no notes to import.",
    });
  });

  it("an unknown schema: missing tables, unexpected columns, unreadable note types, a newer package version", async () => {
    const db = memoryDb();
    db.exec("CREATE TABLE col (id integer, crt integer, ver integer); CREATE TABLE notes (id integer)");
    const noCards = db.serialize();
    const missing = await readError(zip({ "collection.anki2": noCards }));
    expect(missing).toMatchObject({
      code: "UNKNOWN_SCHEMA",
      message: expect.stringContaining("missing tables: cards"),
    });

    db.exec("CREATE TABLE cards (id integer); INSERT INTO col VALUES (1, 0, 11)");
    const noColumns = await readError(zip({ "collection.anki2": db.serialize() }));
    expect(noColumns.code).toBe("UNKNOWN_SCHEMA");
    db.close();

    const badModels = memoryDb(buildLegacyCollection(vocabulary));
    badModels.exec("UPDATE col SET models = 'not json'");
    expect((await readError(zip({ "collection.anki2": badModels.serialize() }))).code).toBe("UNKNOWN_SCHEMA");
    badModels.close();

    const newer = zip({ "collection.anki21b": zstdStored(buildNewCollection(vocabulary)), meta: packageMeta(4) });
    expect((await readError(newer)).code).toBe("UNKNOWN_SCHEMA");
  });

  it("a collection file that is not a database", async () => {
    expect((await readError(zip({ "collection.anki21": "hello" }))).code).toBe("CORRUPT_PACKAGE");
    expect(
      (
        await readError(
          zip({ "collection.anki21b": zstdStored(new Uint8Array(10)).subarray(0, 12), meta: packageMeta(3) }),
        )
      ).code,
    ).toBe("CORRUPT_PACKAGE");
  });
});

describe("damaged bytes", () => {
  it("only ever fail with an ImportReadError, whichever bytes are changed", async () => {
    const packages = [
      // Stored (level 0), so that changed bytes reach the SQLite pages, the media maps and the zstd frames.
      zip(
        {
          "collection.anki2": buildLegacyCollection(vocabulary),
          media: JSON.stringify({ "0": "casa.jpg" }),
          "0": CASA_JPG,
        },
        0,
      ),
      latestPackage(buildNewCollection(vocabulary), 0),
    ];
    let seed = 12345;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 60; round++) {
      const damaged = (packages[round % 2] as Uint8Array).slice();
      for (let flips = 1 + random(8); flips > 0; flips--) damaged[random(damaged.length)] = random(256);
      let outcome = "read";
      try {
        const pkg = await readAnkiPackage(damaged);
        for (const file of pkg.media.files) await pkg.media.read(file.name);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportReadError);
        outcome = (error as ImportReadError).code;
      }
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect([...outcomes.values()].reduce((a, b) => a + b)).toBe(60);
  });
});

/** Rewrites an entry's uncompressed size in the zip's central directory (as a crafted bomb would). */
function setDeclaredSize(bytes: Uint8Array, name: string, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at < bytes.length - 46; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength);
    if (entryName.length === wanted.length && entryName.every((b, i) => b === wanted[i])) {
      view.setUint32(at + 24, size, true);
      return;
    }
  }
  throw new Error(`no entry ${name}`);
}
