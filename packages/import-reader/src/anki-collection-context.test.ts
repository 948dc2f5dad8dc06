import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { CONTEXT_FIELDS, createCollectionFile, type ExportNote } from "./anki-collection-writer";
import { collectionOptions, temporaryCollectionPaths } from "./test-fixtures/collection-files";

const collectionPath = temporaryCollectionPaths("ctx-");

const FSRS6 = Array.from({ length: 21 }, (_, i) => 0.1 + i / 10);
const MINED: ExportNote = {
  key: "m-1",
  guid: null,
  term: "猫",
  translation: "cat",
  reading: null,
  audioName: "neko.mp3",
  cards: [],
  context: {
    sentence: "猫が<好き>",
    sentenceMeaning: "I like cats",
    pictureName: "shot 1.webp",
    sentenceAudioName: "line.mp3",
  },
};
const FROM_ANKI: ExportNote = { ...MINED, key: "g:x", guid: "Ab:c/d", audioName: null, context: null, term: "犬" };

async function written(notes: ExportNote[], fsrs = { params: FSRS6, desiredRetention: 0.9 }) {
  const path = collectionPath();
  const file = createCollectionFile(
    path,
    collectionOptions({
      name: "Mined",
      hasReading: false,
      hasAudio: true,
      hasContext: true,
      desiredRetention: 0.85,
      fsrs,
    }),
  );
  await file.addNotes(notes);
  const media = file.media();
  file.finish();
  const db = new Database(path, { readonly: true });
  const col = db.prepare("SELECT conf, models, decks, dconf FROM col").get() as Record<string, string>;
  const rows = db.prepare("SELECT guid, flds FROM notes ORDER BY id").all() as { guid: string; flds: string }[];
  db.close();
  return { media, rows, col: Object.fromEntries(Object.entries(col).map(([k, v]) => [k, JSON.parse(v)])) };
}

describe("the collection's context fields and options", () => {
  it("writes a mined word's sentence, meaning, picture and sentence recording as fields and media", async () => {
    const { media, rows, col } = await written([MINED, FROM_ANKI]);
    const model = Object.values(col.models)[0] as { flds: { name: string }[]; tmpls: { afmt: string }[] };
    expect(model.flds.map((f) => f.name)).toEqual(["Term", "Translation", "Audio", ...CONTEXT_FIELDS]);
    expect(model.tmpls[0]!.afmt).toContain("{{Sentence Meaning}}");
    expect(rows[0]!.flds.split("\x1f")).toEqual([
      "猫",
      "cat",
      "[sound:neko.mp3]",
      "猫が&lt;好き&gt;",
      "I like cats",
      '<img src="shot 1.webp">',
      "[sound:line.mp3]",
    ]);
    expect(media.map((m) => m.name)).toEqual(["neko.mp3", "shot 1.webp", "line.mp3"]);
    // A note from Anki keeps its GUID; its empty context fields stay empty.
    expect(rows[1]!.guid).toBe("Ab:c/d");
    expect(rows[1]!.flds.split("\x1f").slice(3)).toEqual(["", "", "", ""]);
  });

  it("marks the collection v2 with the 2021 scheduler and gives the deck a preset with the learner's FSRS", async () => {
    const { col } = await written([MINED]);
    expect(col.conf).toMatchObject({ schedVer: 2, sched2021: true, fsrs: false });
    const deck = Object.values(col.decks).find((d) => (d as { name: string }).name === "Mined") as Record<
      string,
      number
    >;
    expect(deck.conf).not.toBe(1);
    expect(deck.desiredRetention).toBe(85);
    expect(col.dconf[String(deck.conf)]).toMatchObject({ fsrsParams6: FSRS6, desiredRetention: 0.9, name: "Mined" });
    expect(col.dconf["1"]).toMatchObject({ id: 1, name: "Default" });
  });

  it("leaves parameters of a count Anki does not know out, and the deck's retention off when it is the preset's", async () => {
    const { col } = await written([MINED], { params: [1, 2, 3], desiredRetention: 0.85 });
    const deck = Object.values(col.decks).find((d) => (d as { name: string }).name === "Mined") as Record<
      string,
      number
    >;
    const preset = col.dconf[String(deck.conf)];
    expect(Object.keys(preset).filter((k) => /^fsrs/.test(k))).toEqual([]);
    expect(deck.desiredRetention).toBeUndefined();
  });
});
