import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createCollectionFile, type ExportNote } from "./anki-collection-writer";
import type { ExportReview } from "./anki-export-rows";
import { readAnkiPackage } from "./anki-package";
import { ankiPackageStream } from "./anki-package-stream";
import { CREATED, collectionOptions, NOW, temporaryCollectionPaths } from "./test-fixtures/collection-files";

const DAY = 86_400_000;

const collectionPath = temporaryCollectionPaths("collection-writer-");

function review(at: string, rating: number, kind: string, state: number, dueInMs: number): ExportReview {
  const reviewedAt = new Date(at);
  return {
    reviewedAt,
    rating,
    kind,
    stateBefore: kind === "learn" ? 0 : 2,
    state,
    due: new Date(reviewedAt.getTime() + dueInMs),
    stability: 3.17,
    difficulty: 5.5,
    scheduledDays: Math.round(dueInMs / DAY),
    durationMs: 4200,
  };
}

const LEARNED: ExportNote = {
  key: "w-1",
  term: "你好",
  translation: "hello",
  reading: "nǐ hǎo",
  audioName: "nihao.mp3",
  cards: [
    {
      ord: 0,
      memory: {
        state: 2,
        nextReview: new Date("2024-05-10T09:00:00.000Z"),
        lastReview: new Date("2024-04-20T09:00:00.000Z"),
        stability: 20.123456,
        difficulty: 4.56789,
        scheduledDays: 20,
        reps: 3,
        lapses: 0,
        suspended: false,
      },
      reviews: [
        // Two reviews at the same millisecond: both kept, the second a millisecond later.
        review("2024-04-01T09:00:00.000Z", 3, "learn", 1, 10 * 60_000),
        review("2024-04-01T09:00:00.000Z", 3, "learn", 2, 2 * DAY),
        review("2024-04-20T09:00:00.000Z", 3, "review", 2, 20 * DAY),
      ],
    },
    {
      ord: 1,
      memory: {
        state: 1,
        nextReview: new Date("2024-05-01T12:10:00.000Z"),
        lastReview: new Date("2024-05-01T12:00:00.000Z"),
        stability: 0.4,
        difficulty: 7,
        scheduledDays: 0,
        reps: 1,
        lapses: 0,
        suspended: true,
      },
      reviews: [review("2024-05-01T12:00:00.000Z", 1, "learn", 1, 10 * 60_000)],
    },
  ],
};
const NEW_WORD: ExportNote = {
  key: "w-2",
  term: "再见",
  translation: "goodbye",
  reading: null,
  audioName: null,
  cards: [],
};

async function written(notes: ExportNote[][]) {
  const path = collectionPath();
  const file = createCollectionFile(path, collectionOptions({ hasAudio: true, reverse: true }));
  for (const batch of notes) await file.addNotes(batch);
  const media = file.media();
  expect(file.finish()).toEqual({ notes: notes.flat().length });
  const raw = new Database(path, { readonly: true });
  const cards = raw.prepare("SELECT * FROM cards ORDER BY id").all() as Record<string, unknown>[];
  const revlog = raw.prepare("SELECT * FROM revlog ORDER BY id").all() as Record<string, unknown>[];
  raw.close();
  const chunks: Uint8Array[] = [];
  const stream = ankiPackageStream(path, [{ name: "nihao.mp3", bytes: async () => new Uint8Array([1, 2, 3]) }], NOW);
  for await (const chunk of stream) chunks.push(chunk);
  return { media, cards, revlog, pkg: await readAnkiPackage(Buffer.concat(chunks)) };
}

describe("createCollectionFile: a deck with its memory and history, in batches", () => {
  it("writes each card's schedule and FSRS memory in `data` as Anki 23.10+ keeps it", async () => {
    const { cards, media } = await written([[LEARNED], [NEW_WORD]]);
    expect(media).toEqual([{ sourceName: "nihao.mp3", name: "nihao.mp3" }]);
    const base = CREATED.getTime();
    expect(cards.map((c) => [c.id, c.nid, c.ord, c.type, c.queue, c.ivl, c.reps, c.lapses])).toEqual([
      [base, base, 0, 2, 2, 20, 3, 0],
      // The second word, new: one card, due as the first new card.
      [base + 1, base + 1, 0, 0, 0, 0, 0, 0],
      // The reverse card of the first word: learning, suspended.
      [base + 1_000_000, base, 1, 1, -1, 0, 1, 0],
    ]);
    const crt = Math.floor(base / 1000);
    expect(cards[0]!.due).toBe(Math.floor((Date.parse("2024-05-10T09:00:00.000Z") / 1000 - crt) / 86_400));
    expect(cards[1]!.due).toBe(1);
    expect(cards[2]!.due).toBe(Date.parse("2024-05-01T12:10:00.000Z") / 1000);
    expect(JSON.parse(String(cards[0]!.data))).toEqual({
      s: 20.1235,
      d: 4.568,
      dr: 0.9,
      decay: 0.154,
      lrt: Date.parse("2024-04-20T09:00:00.000Z") / 1000,
    });
    expect(cards[1]!.data).toBe("");
  });

  it("writes every review as a revlog row: time id, ease, intervals, difficulty, time taken, type", async () => {
    const { revlog } = await written([[LEARNED, NEW_WORD]]);
    const base = CREATED.getTime();
    const t = Date.parse("2024-04-01T09:00:00.000Z");
    // Difficulty 5.5 as Anki logs it: ((5.5 - 1) / 9 + 0.1) × 1000.
    expect(revlog.map((r) => [r.id, r.cid, r.usn, r.ease, r.ivl, r.lastIvl, r.factor, r.time, r.type])).toEqual([
      [t, base, -1, 3, -600, 0, 600, 4200, 0],
      [t + 1, base, -1, 3, 2, -600, 600, 4200, 0],
      [Date.parse("2024-04-20T09:00:00.000Z"), base, -1, 3, 20, 2, 600, 4200, 1],
      [Date.parse("2024-05-01T12:00:00.000Z"), base + 1_000_000, -1, 1, -600, 0, 600, 4200, 0],
    ]);
  });

  it("reads back as a package: two templates, the recording, the memory state and every review", async () => {
    const { pkg } = await written([[LEARNED], [NEW_WORD]]);
    expect(pkg.noteTypes[0]!.templates).toEqual(["Term → Translation", "Translation → Term"]);
    expect(pkg.notes.map((n) => n.guid)).toEqual(["w-1", "w-2"]);
    expect(pkg.notes[0]!.fields[3]).toBe("[sound:nihao.mp3]");
    expect(pkg.media.files.map((f) => f.name)).toEqual(["nihao.mp3"]);
    expect(await pkg.media.read("nihao.mp3")).toEqual(new Uint8Array([1, 2, 3]));
    expect(pkg.cards.find((c) => c.ordinal === 0 && c.noteId === pkg.notes[0]!.id)?.memory).toEqual({
      stability: 20.1235,
      difficulty: 4.568,
    });
    expect(pkg.revlog).toHaveLength(4);
  });
});
