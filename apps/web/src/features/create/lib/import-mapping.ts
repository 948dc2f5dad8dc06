import { type ImportMapping as CheckedMapping, importMappingSchema } from "@app/domain/create/own-deck";
import { type FieldErrors, fieldErrorsFromIssues } from "../../../lib/forms";
import type { ImportPreview, Visibility } from "../types";
import { fileBaseName } from "./import-file";

export interface MappingDraft {
  term: number;
  translation: number;
  reading: number | null;
  deckName: string;
  termLanguage: string;
  translationLanguage: string;
  visibility: Visibility;
  /** null: every deck in the package. */
  ankiDeckId: number | null;
  subDecksAsSets: boolean;
  /** The package's decks ticked; null: all of them. */
  ankiDecks: number[] | null;
  /** Use the collection's FSRS settings (off unless ticked). */
  adoptFsrs: boolean;
}

export const MAPPING_FIELDS = [
  "term",
  "translation",
  "reading",
  "deckName",
  "termLanguage",
  "translationLanguage",
  "visibility",
  "ankiDeckId",
  "subDecksAsSets",
  "ankiDecks",
  "adoptFsrs",
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** The form's first values: what the server suggests, the file's name for the deck when it has none. */
export function initialMapping(preview: ImportPreview): MappingDraft {
  const s = preview.suggested;
  const lastField = Math.max(0, preview.fields.length - 1);
  return {
    term: s.term ?? 0,
    translation: s.translation ?? Math.min(1, lastField),
    reading: s.reading ?? null,
    deckName: s.deckName ?? fileBaseName(preview.fileName),
    termLanguage: s.termLanguage ?? "",
    translationLanguage: s.translationLanguage ?? "en",
    visibility: s.visibility ?? "private",
    ankiDeckId: s.ankiDeckId ?? null,
    // Each Anki deck its own deck unless the learner merges a chosen one.
    subDecksAsSets: s.subDecksAsSets ?? true,
    ankiDecks: s.ankiDecks ?? null,
    adoptFsrs: false,
  };
}

/** The mapping to send, checked with the server's schema (Anki-only choices left out of a word list's). */
export function checkMapping(
  draft: MappingDraft,
  kind: ImportPreview["kind"],
): { ok: true; mapping: CheckedMapping } | { ok: false; errors: FieldErrors<MappingField> } {
  const parsed = importMappingSchema.safeParse({
    term: draft.term,
    translation: draft.translation,
    reading: draft.reading,
    deckName: draft.deckName,
    termLanguage: draft.termLanguage,
    translationLanguage: draft.translationLanguage,
    visibility: draft.visibility,
    ...(kind === "anki"
      ? {
          ankiDeckId: draft.ankiDeckId ?? undefined,
          subDecksAsSets: draft.subDecksAsSets,
          ...(draft.ankiDecks ? { ankiDecks: draft.ankiDecks } : {}),
          ...(draft.adoptFsrs ? { adoptFsrs: true } : {}),
        }
      : {}),
  });
  if (parsed.success) return { ok: true, mapping: parsed.data };
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, MAPPING_FIELDS) };
}
