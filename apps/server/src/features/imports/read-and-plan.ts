import type { ImportMapping } from "@app/domain/create/own-deck";
import type { FsrsSettings } from "@app/domain/study/constants";
import type { DayModel } from "@app/domain/time/learner-day";
import type { AnkiNoteTypeDefinition } from "@app/import-reader";
import { collectionFsrsOf, deckRetentionOf, type FsrsAdoption, fsrsAdoptionOf } from "./fsrs-offer";
import type { PlannedDeck, PlannedWord } from "./plan";
import { createPlanner } from "./planner";
import { type ImportPreview, previewOf } from "./preview";
import { type OpenedSource, openImportSource } from "./source";

/** A recording kept with a word is at most this large, and one import keeps at most this much of them. */
export const MAX_RECORDING_BYTES = 5 * 1024 * 1024;
export const MAX_RECORDINGS_BYTES = 100 * 1024 * 1024;

/** The upload to read: a file under DATA_DIR, and a folder for what reading it unpacks. */
export interface SourceInput {
  path: string;
  fileName: string;
  kind: "anki" | "delimited";
  workDir: string;
}

export interface PlanInput extends SourceInput {
  mapping: ImportMapping;
  settings: FsrsSettings;
  day: DayModel;
  nowMs: number;
}

/** One batch of planned words, the decks planned so far, and the recordings those words use. */
export interface PlanBatch {
  decks: PlannedDeck[];
  words: PlannedWord[];
  media: Record<string, Uint8Array>;
  /** The note types of the Anki notes this batch's words keep whole (`PlannedWord.anki`). */
  noteTypes: AnkiNoteTypeDefinition[];
  /** Share of the file's notes read so far (0–1). */
  read: number;
}

export interface PlanEnd {
  decks: PlannedDeck[];
  notes: number;
  skipped: Record<string, number>;
  /** When the learner asked for the collection's FSRS settings: adopted (with each deck's retention), or why not. */
  fsrs: FsrsAdoption | null;
}

async function withSource<T>(input: SourceInput, use: (source: OpenedSource) => Promise<T>): Promise<T> {
  const source = await openImportSource(input.path, input.fileName, input.kind, input.workDir);
  try {
    return await use(source);
  } finally {
    source.close();
  }
}

/** Reads the upload for its preview (fields, first rows, decks with counts, languages guessed). */
export function readPreview(input: SourceInput): Promise<ImportPreview> {
  return withSource(input, async (source) => previewOf(source));
}

/**
 * Reads and plans an import a batch of notes at a time; `send` hands each batch over and resolves when it
 * is written, so no more than one batch is ever held. Runs in a worker: nothing here touches the database.
 */
export function planInBatches(input: PlanInput, send: (batch: PlanBatch) => Promise<void>): Promise<PlanEnd> {
  return withSource(input, async (source) => {
    const adoption =
      input.mapping.adoptFsrs && source.kind === "anki"
        ? fsrsAdoptionOf(collectionFsrsOf(source, input.mapping))
        : null;
    // Adopted parameters are the learner's from now on: the history is replayed with them.
    const weights = adoption?.weights;
    const planner = createPlanner(source, input.mapping, {
      settings: weights ? { ...input.settings, weights } : input.settings,
      day: input.day,
      now: new Date(input.nowMs),
    });
    const recordings = { total: 0 };
    let seen = 0;
    for (const batch of source.batches()) {
      seen += batch.notes.length;
      const words = planner.plan(batch);
      const media = source.media ? await recordingsOf(words, source, recordings) : {};
      const read = source.counts.notes > 0 ? Math.min(1, seen / source.counts.notes) : 1;
      const noteTypes = [...new Set(words.flatMap((w) => (w.anki ? [w.anki.noteTypeId] : [])))].flatMap(
        (id) => source.noteTypeDefinition(id) ?? [],
      );
      if (words.length > 0) await send({ decks: planner.decks(), words, media, noteTypes, read });
    }
    const decks = planner.decks();
    const fsrs = adoption && { ...adoption, deckRetention: deckRetentionOf(source, adoption, decks) };
    return { decks, notes: planner.notes(), skipped: planner.skipped(), fsrs };
  });
}

/** The recordings a batch's words use, read out of the package; a damaged or oversized one is left out. */
async function recordingsOf(words: PlannedWord[], source: OpenedSource, budget: { total: number }) {
  const media: Record<string, Uint8Array> = {};
  for (const word of words) {
    if (!word.audio || word.audio in media) continue;
    let bytes: Uint8Array | null = null;
    try {
      bytes = (await source.media?.read(word.audio)) ?? null;
    } catch {
      bytes = null;
    }
    if (!bytes || bytes.byteLength > MAX_RECORDING_BYTES || budget.total + bytes.byteLength > MAX_RECORDINGS_BYTES) {
      word.audio = null;
      continue;
    }
    budget.total += bytes.byteLength;
    media[word.audio] = bytes;
  }
  return media;
}
