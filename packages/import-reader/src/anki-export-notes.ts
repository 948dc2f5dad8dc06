import type { FsrsPreset } from "./anki-export-options";
import type { ExportCard } from "./anki-export-rows";
import type { AnkiNoteTypeDefinition } from "./anki-types";

/** What the collection writer takes: a deck's notes, each with its cards, and the options of the whole file. */

/** A mined word's context: the sentence it was found in, its meaning, a picture and the sentence's recording. */
export interface NoteContext {
  sentence: string | null;
  sentenceMeaning: string | null;
  /** Names where the deck keeps them (their bytes go in the zip later), or null. */
  pictureName: string | null;
  sentenceAudioName: string | null;
}

/** One note of a deck written in batches: the word's text, its recording's name, and its cards. */
export interface ExportNote {
  /** Stable identity of the word: made into the note's guid when it has no Anki GUID of its own. */
  key: string;
  /** The GUID of the Anki note the word came from: kept, so importing into that collection updates the note. */
  guid?: string | null;
  term: string;
  translation: string;
  reading: string | null;
  /** The recording's name where the deck keeps it (its bytes go in the zip later), or null. */
  audioName: string | null;
  /** The note's cards by template (ord 0 term → translation, ord 1 translation → term); none: one new card. */
  cards: readonly ExportCard[];
  /**
   * A cloze note: written with the "Cloze" note type, its Text with `{{cN::answer::hint}}` and its Back Extra;
   * its cards are ord N−1 (term, translation and reading are not written then).
   */
  cloze?: { text: string; backExtra: string } | null;
  /** A mined word's sentence, its meaning, picture and sentence recording (fields of the note type). */
  context?: NoteContext | null;
  /**
   * A note that came from Anki: written under its own note type (one of the options' `ankiNoteTypes`), with
   * these fields (HTML, as Anki keeps them), tags and last change, so that Anki's importer takes it for the note
   * it came from. Its cards keep their ords (a template's index, a cloze number − 1); a card whose template the
   * note type lacks is left out. Ignored (the note is written as any other) when its note type is not given or
   * the fields do not fit it.
   */
  anki?: AnkiOrigin | null;
}

/** What a note that came from Anki is written with. */
export interface AnkiOrigin {
  noteTypeId: number;
  fields: readonly string[];
  tags: readonly string[];
  /** `notes.mod`, seconds: newer than the note Anki has only when the note changed here. */
  mtime: number;
}

export interface CollectionFileOptions {
  name: string;
  description: string;
  hasReading: boolean;
  /** Some note has a recording: the note type gets an Audio field. */
  hasAudio: boolean;
  /** Some note has a card with ord 1: the note type gets the reverse template. */
  reverse: boolean;
  /** Some note is a cloze note: the collection gets the "Cloze" note type. */
  cloze?: boolean;
  /** Some note has a context (a mined sentence…): the note type gets its fields. */
  hasContext?: boolean;
  /** Collection creation (`crt`) and the base of every id, so two exports of one deck keep their ids. */
  createdAt: Date;
  /**
   * `crt`, which review cards' due days count from: no later than any due date (Anki's due days are not
   * negative). Default: `createdAt`.
   */
  collectionCreatedAt?: Date;
  now: Date;
  /** The deck's desired retention, written on every card with a memory state (and on the deck when it is its own). */
  desiredRetention: number;
  decay: number;
  /** The learner's FSRS parameters and retention: the deck's options preset. */
  fsrs?: FsrsPreset | null;
  /** The note types of the notes that came from Anki (`ExportNote.anki`), written back with their own ids. */
  ankiNoteTypes?: readonly AnkiNoteTypeDefinition[];
}

/** The fields a note type gets for mined words' context, after the word's own. */
export const CONTEXT_FIELDS = ["Sentence", "Sentence Meaning", "Picture", "Sentence Audio"];
