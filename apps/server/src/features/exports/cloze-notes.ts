import { fillCloze } from "@app/domain/create/cloze";
import { clozeNoteText } from "@app/domain/create/cloze-text";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { words } from "../../db/schema";
import type { ExportedWord } from "./deck-words";

/** A cloze item as the export reads it. */
export interface ClozeRow {
  id: number;
  term: string;
  sentence: string | null;
  clozeNumber: number | null;
  clozeHint: string | null;
}

/** Whether a page row is a cloze note's other item (written with its root's note, not as a note of its own). */
export const isClozeSibling = (w: { kind: string; noteWordId: number | null }) =>
  w.kind === "cloze" && w.noteWordId !== null;

/** The other cloze items of the page's cloze roots, by root. */
export async function clozeSiblings(db: Db, page: readonly ExportedWord[]): Promise<Map<number, ClozeRow[]>> {
  const roots = page.filter((w) => w.kind === "cloze" && w.noteWordId === null).map((w) => w.id);
  const out = new Map<number, ClozeRow[]>();
  if (roots.length === 0) return out;
  const rows = await db
    .select({
      id: words.id,
      rootId: words.noteWordId,
      term: words.originalWord,
      sentence: words.sentence,
      clozeNumber: words.clozeNumber,
      clozeHint: words.clozeHint,
    })
    .from(words)
    .where(and(eq(words.kind, "cloze"), inArray(words.noteWordId, roots)));
  for (const { rootId, ...row } of rows) out.set(rootId!, [...(out.get(rootId!) ?? []), row]);
  return out;
}

/**
 * A cloze note from its items (root first or not): its Text with `{{cN::answer::hint}}` for every item and its
 * Back Extra (empty when the item kept the filled-in text for want of one); null when the items cannot be put
 * back into one text (then each leaves as a plain note).
 */
export function clozeNote(translation: string, items: readonly ClozeRow[]) {
  if (items.some((i) => i.sentence === null || i.clozeNumber === null)) return null;
  const text = clozeNoteText(
    items.map((i) => ({ number: i.clozeNumber!, sentence: i.sentence!, answer: i.term, hint: i.clozeHint })),
  );
  if (text === null) return null;
  return { text, backExtra: translation === fillCloze(text) ? "" : translation };
}
