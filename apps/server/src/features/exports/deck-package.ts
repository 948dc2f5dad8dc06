import { join } from "node:path";
import {
  createCollectionFile,
  type ExportCard,
  type ExportNote,
  type ExportReview,
  isWritableNoteType,
  type NoteContext,
  type PackageMedia,
} from "@app/import-reader";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs, userWordProgress, words } from "../../db/schema";
import type { MediaStore } from "../media";
import { ankiNoteTypesOf, clozeNoteBack, keptAnkiNotes, standardNoteBack } from "./anki-notes-back";
import { type ClozeRow, clozeNote, clozeSiblings, isClozeSibling } from "./cloze-notes";
import {
  collectionStart,
  hasContext,
  hasItemsOf,
  hasRecordings,
  recordingBytes,
  schedulingOf,
} from "./deck-package-facts";
import { type ExportedWord, ownDeckWordPages } from "./deck-words";

export interface PackagedDeck {
  id: string;
  name: string;
  description: string;
  hasReading: boolean;
  createdAt: Date;
}

/**
 * Writes an own deck with the learner's memory and history as an Anki collection file in `dir`, a page of
 * words at a time (their progress and reviews read with them), and lists the recordings the zip must hold.
 */
export async function writeDeckCollection(
  db: Db,
  {
    userId,
    deck,
    dir,
    now,
    media: store,
  }: { userId: string; deck: PackagedDeck; dir: string; now: Date; media: MediaStore },
): Promise<{ path: string; media: PackageMedia[] }> {
  const path = join(dir, "collection.anki2");
  const scheduling = await schedulingOf(db, userId, deck.id);
  const ankiNoteTypes = (await ankiNoteTypesOf(db, deck.id)).filter(isWritableNoteType);
  const file = createCollectionFile(path, {
    name: deck.name,
    description: deck.description,
    hasReading: deck.hasReading,
    hasAudio: await hasRecordings(db, deck.id),
    hasContext: await hasContext(db, deck.id),
    reverse: await hasItemsOf(db, deck.id, "production"),
    cloze: await hasItemsOf(db, deck.id, "cloze"),
    createdAt: deck.createdAt,
    collectionCreatedAt: await collectionStart(db, userId, deck),
    now,
    ...scheduling,
    ankiNoteTypes,
  });
  const back = { nowSecs: Math.floor(now.getTime() / 1000), writable: new Set(ankiNoteTypes.map((t) => t.id)) };
  try {
    for await (const page of ownDeckWordPages(db, deck.id, { notesOnly: true }))
      await file.addNotes(await notesOf(db, userId, page, back));
    file.finish();
  } catch (error) {
    file.abandon();
    throw error;
  }
  const media = file
    .media()
    .map(
      ({ sourceName, name }): PackageMedia => ({ name, bytes: () => recordingBytes(db, store, deck.id, sourceName) }),
    );
  return { path, media };
}

/**
 * A page of words as notes: each with its cards and their reviews. A word is its note's card 0
 * (term → meaning); its reversed direction, a 'production' item of its own, is card 1 (meaning → term). A cloze
 * note (its root item in the page) is written once, with every cloze item as its card ord N−1. A note that
 * came from Anki goes back as Anki had it (`anki-notes-back.ts`), its word's card under the template it came
 * from.
 */
async function notesOf(
  db: Db,
  userId: string,
  page: ExportedWord[],
  { nowSecs, writable }: { nowSecs: number; writable: ReadonlySet<number> },
): Promise<ExportNote[]> {
  const reversed = await db
    .select({ id: words.id, rootId: words.noteWordId })
    .from(words)
    .where(
      and(
        eq(words.kind, "production"),
        inArray(
          words.noteWordId,
          page.map((w) => w.id),
        ),
      ),
    );
  const siblings = await clozeSiblings(db, page);
  const ids = [
    ...page.map((w) => w.id),
    ...reversed.map((r) => r.id),
    ...[...siblings.values()].flat().map((c) => c.id),
  ];
  const { progressOf, reviewsOf } = await memoryOf(db, userId, ids);
  const kept = await keptAnkiNotes(
    db,
    page.filter((w) => !isClozeSibling(w)).map((w) => w.id),
    writable,
  );
  const reversedOf = new Map(reversed.map((r) => [r.rootId, r.id]));
  const card = (ord: number, id: number) => cardOf(ord, progressOf.get(id), reviewsOf.get(id) ?? []);
  const plain = (word: ExportedWord | (ClozeRow & ExportedWord)): ExportNote => {
    const reverseId = reversedOf.get(word.id);
    const back = kept.has(word.id) && word.kind === "word" ? standardNoteBack(kept.get(word.id)!, word, nowSecs) : null;
    const wordOrd = back?.wordOrd ?? 0;
    return {
      key: word.key,
      guid: ankiGuidOf(word),
      term: word.term,
      translation: word.translation,
      reading: word.reading,
      audioName: word.audioFile,
      context: word.kind === "word" ? contextOf(word) : null,
      cards: reverseId === undefined ? [card(wordOrd, word.id)] : [card(wordOrd, word.id), card(1, reverseId)],
      anki: back?.anki ?? null,
    };
  };
  return page.flatMap((word): ExportNote[] => {
    if (isClozeSibling(word)) return [];
    if (word.kind !== "cloze") return [plain(word)];
    const items = [word, ...(siblings.get(word.id) ?? [])];
    const cards = () => items.map((item) => card((item.clozeNumber ?? 1) - 1, item.id));
    const keptNote = kept.get(word.id);
    const anki = keptNote ? clozeNoteBack(keptNote, word.translation, items, nowSecs) : null;
    const cloze = clozeNote(word.translation, items);
    // A cloze note from Anki goes back whole, its text as Anki had it unless an item changed here.
    if (anki) return [{ ...plain(word), cloze, anki, cards: cards() }];
    // Items that cannot be put back into one text leave as plain notes (their answer and its context).
    if (!cloze) return items.map((item) => plain({ ...word, ...item, key: `${word.key}:${item.id}` }));
    return [{ ...plain(word), cloze, cards: cards() }];
  });
}

/** The learner's progress on these items and their reviews, oldest first. */
async function memoryOf(db: Db, userId: string, ids: number[]) {
  const progress = await db
    .select()
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, userId), inArray(userWordProgress.itemId, ids)));
  const reviews = await db
    .select({
      wordId: reviewLogs.itemId,
      reviewedAt: reviewLogs.reviewedAt,
      rating: reviewLogs.rating,
      kind: reviewLogs.kind,
      stateBefore: reviewLogs.stateBefore,
      state: reviewLogs.state,
      due: reviewLogs.due,
      stability: reviewLogs.stability,
      difficulty: reviewLogs.difficulty,
      scheduledDays: reviewLogs.scheduledDays,
      durationMs: reviewLogs.durationMs,
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), inArray(reviewLogs.itemId, ids)))
    .orderBy(asc(reviewLogs.itemId), asc(reviewLogs.reviewedAt));
  const progressOf = new Map(progress.map((p) => [p.wordId, p]));
  const reviewsOf = new Map<number, ExportReview[]>();
  for (const { wordId, ...review } of reviews) {
    const list = reviewsOf.get(wordId);
    if (list) list.push(review);
    else reviewsOf.set(wordId, [review]);
  }
  return { progressOf, reviewsOf };
}

/** A key an Anki import gave: `g:<guid>` for a note's word, `g:<guid>:c<N>` for its first cloze (by its number). */
const ANKI_KEY_PREFIX = "g:";

/** The GUID of the Anki note a word came from, read back from its key; null for words made here. */
export function ankiGuidOf(word: Pick<ExportedWord, "key" | "kind" | "clozeNumber">): string | null {
  if (!word.key.startsWith(ANKI_KEY_PREFIX)) return null;
  let guid = word.key.slice(ANKI_KEY_PREFIX.length);
  if (word.kind === "cloze") {
    const suffix = `:c${word.clozeNumber ?? 1}`;
    if (!guid.endsWith(suffix)) return null;
    guid = guid.slice(0, -suffix.length);
  }
  return guid.length > 0 ? guid : null;
}

function contextOf(word: ExportedWord): NoteContext | null {
  const context = {
    sentence: word.sentence,
    sentenceMeaning: word.sentenceMeaning,
    pictureName: word.pictureFile,
    sentenceAudioName: word.sentenceAudioFile,
  };
  return Object.values(context).some((v) => v !== null) ? context : null;
}

/** One card of a note from the learner's progress on its item and the item's reviews. */
function cardOf(
  ord: number,
  progress: typeof userWordProgress.$inferSelect | undefined,
  reviews: ExportReview[],
): ExportCard {
  if (!progress) return { ord, memory: null, reviews };
  return {
    ord,
    memory: {
      state: progress.state,
      nextReview: progress.nextReview,
      lastReview: progress.lastReview,
      stability: progress.stability,
      difficulty: progress.difficulty,
      scheduledDays: progress.scheduledDays,
      reps: progress.reps,
      lapses: progress.lapses,
      suspended: progress.isIgnored,
    },
    reviews,
  };
}
