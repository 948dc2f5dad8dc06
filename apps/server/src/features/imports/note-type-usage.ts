import { bump, SKIP } from "./plan";
import type { SourceNote } from "./source";

/** Reasons that, for every note of a note type, mean the type has no field a word can come from. */
const EMPTY_REASONS: ReadonlySet<string> = new Set([SKIP.emptyField, SKIP.imageOnly]);

/**
 * Tracks, per note type, whether any of its notes has a field with text. A note type none of whose notes
 * has one (every field empty, or only images and sounds) is named in the summary as such, with the count
 * of its notes, instead of as so many notes with an empty term.
 */
export function createNoteTypeUsage() {
  const types = new Map<number, { usable: boolean; skipped: Record<string, number> }>();
  return {
    /** A note planned: `skip` is why it was left out, if it was. */
    note(note: SourceNote, skip: string | null): void {
      const type = types.get(note.noteTypeId) ?? { usable: false, skipped: {} };
      type.usable ||= note.fields.some((field) => field.trim() !== "");
      if (skip && EMPTY_REASONS.has(skip)) bump(type.skipped, skip);
      types.set(note.noteTypeId, type);
    },
    /** `skipped` with the notes of unusable note types counted under their own reason. */
    summarise(skipped: Record<string, number>): Record<string, number> {
      const out = { ...skipped };
      for (const type of types.values()) {
        if (type.usable) continue;
        for (const [reason, count] of Object.entries(type.skipped)) {
          out[reason] = (out[reason] ?? 0) - count;
          if (out[reason]! <= 0) delete out[reason];
          bump(out, SKIP.noUsableField, count);
        }
      }
      return out;
    },
  };
}
