import type { ImportedProgress, ImportedReviewLog } from "@app/domain/create/anki-history";
import { type ImportMapping, OWN_WORD_FIELD_MAX, type Visibility } from "@app/domain/create/own-deck";
import type { ItemKind } from "@app/domain/decks/item-counts";
import type { FsrsSettings } from "@app/domain/study/constants";
import type { DayModel } from "@app/domain/time/learner-day";
import type { AnkiNoteOrigin } from "../../db/schema/anki-notes";
import type { SourceNote } from "./source";

/** An Anki note as its package held it, kept with its first item so that an export can write it back. */
export interface PlannedAnkiNote {
  noteTypeId: number;
  /** Fields as Anki stored them (HTML, `[sound:…]`, `<img>`). */
  fields: string[];
  tags: string[];
  /** `notes.mod`, seconds. */
  mtime: number;
  origin: AnkiNoteOrigin;
}

/** One word as it will be written: matched on `key` when the deck is imported again. */
export interface PlannedWord {
  /** Which planned deck it goes to (its source key). */
  deckKey: string;
  key: string;
  term: string;
  translation: string;
  reading: string | null;
  /** Name of the recording in the package, when the note has one that is present. */
  audio: string | null;
  progress: ImportedProgress | null;
  logs: ImportedReviewLog[];
  /** Suspended in Anki: comes in as ignored, even when it was never reviewed. */
  suspended: boolean;
  /** Reviews of its card in the package (also when the history is not replayed, for the preview). */
  reviewCount?: number;
  /** What is studied: the note's word, its reversed direction ('production'), or one of its clozes. */
  kind: ItemKind;
  /** The key of the note's first item, for the note's other items; null for that first item. */
  rootKey: string | null;
  /** A cloze item: the text with its gap, its number and hint. */
  sentence: string | null;
  clozeNumber: number | null;
  clozeHint: string | null;
  /** The note's first item, when it came from an Anki note kept whole (see `PlannedAnkiNote`). */
  anki?: PlannedAnkiNote | null;
}

/** A deck the import writes to, without its words (they come in batches). */
export interface PlannedDeck {
  /** What a re-import matches on (one own deck per key and learner). */
  sourceKey: string;
  source: "csv" | "anki";
  name: string;
  termLanguage: string;
  translationLanguage: string;
  hasReading: boolean;
  visibility: Visibility;
}

export interface PlanContext {
  settings: FsrsSettings;
  day: DayModel;
  now: Date;
}

/** Reasons a note, card or review is left out, as the summary shows them. */
export const SKIP = {
  clozeWithoutCloze: "cloze notes without a cloze",
  emptyField: "notes with an empty term or translation",
  imageOnly: "notes with only an image",
  imageLeftOut: "images left out",
  tooLong: `fields longer than ${OWN_WORD_FIELD_MAX} characters`,
  duplicate: "duplicate terms",
  fewFields: "notes with fewer fields than the mapping needs",
  extraCard: "extra cards of a note",
  extraCardReviews: "reviews of extra cards",
  unreadableLine: "unreadable lines",
  missingSound: "recordings missing from the package",
  noUsableField: "notes of a note type with no usable field",
  missingNotes: "notes the package lists but does not hold",
  missingNoteType: "notes whose note type is missing from the package",
} as const;

export function bump(skipped: Record<string, number>, reason: string, by = 1): void {
  if (by > 0) skipped[reason] = (skipped[reason] ?? 0) + by;
}

export function baseName(fileName: string): string {
  const name = fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]+$/, "")
    .trim();
  return (name || "Imported deck").slice(0, 80);
}

/** The fields of a note as a word, or the reason it cannot be one. */
export function toWord(
  note: SourceNote,
  mapping: ImportMapping,
): { term: string; translation: string; reading: string | null } | { skip: string } {
  if (note.clozeless) return { skip: SKIP.clozeWithoutCloze };
  const needed = Math.max(mapping.term, mapping.translation, mapping.reading ?? -1);
  if (
    note.fields.length <= needed &&
    (note.fields[mapping.term] === undefined || note.fields[mapping.translation] === undefined)
  ) {
    return { skip: SKIP.fewFields };
  }
  const term = (note.fields[mapping.term] ?? "").trim();
  const translation = (note.fields[mapping.translation] ?? "").trim();
  const reading = mapping.reading == null ? null : (note.fields[mapping.reading] ?? "").trim() || null;
  if (!term || !translation) return { skip: note.hasImage && !term ? SKIP.imageOnly : SKIP.emptyField };
  if (
    term.length > OWN_WORD_FIELD_MAX ||
    translation.length > OWN_WORD_FIELD_MAX ||
    (reading?.length ?? 0) > OWN_WORD_FIELD_MAX
  ) {
    return { skip: SKIP.tooLong };
  }
  return { term, translation, reading };
}
