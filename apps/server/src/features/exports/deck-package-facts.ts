import { fsrsDecayOf } from "@app/domain/study/fsrs-decay";
import { and, eq, isNotNull, min, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { fsrsSettings, ownMedia, subDecks, userDecks, userWordProgress, words } from "../../db/schema";
import { type MediaStore, readWhole } from "../media";

/** What a deck's package says of the whole deck: its note types' needs, its start, its scheduling, its recordings. */

const DAY_MS = 86_400_000;

/** The start of the first day a due date of the deck's words falls on (or of the deck's creation, if earlier). */
export async function collectionStart(db: Db, userId: string, deck: { createdAt: Date; id: string }): Promise<Date> {
  const [row] = await db
    .select({ earliest: min(userWordProgress.nextReview) })
    .from(userWordProgress)
    .innerJoin(subDecks, eq(subDecks.id, userWordProgress.subDeckId))
    .where(and(eq(userWordProgress.userId, userId), eq(subDecks.ownDeckId, deck.id)));
  const earliest = Math.min(deck.createdAt.getTime(), row?.earliest?.getTime() ?? Number.POSITIVE_INFINITY);
  return new Date(Math.floor(earliest / DAY_MS) * DAY_MS);
}

/** Whether some word of the deck meets every condition: what decides the note types the collection needs. */
async function someDeckWord(db: Db, deckId: string, ...conditions: (SQL | undefined)[]): Promise<boolean> {
  const [row] = await db
    .select({ id: words.id })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(and(eq(subDecks.ownDeckId, deckId), ...conditions))
    .limit(1);
  return row !== undefined;
}

export const hasItemsOf = (db: Db, deckId: string, kind: "production" | "cloze") =>
  someDeckWord(db, deckId, eq(words.kind, kind));

/** Some word was mined with a sentence, its meaning, a picture or the sentence's recording (never a cloze item). */
export const hasContext = (db: Db, deckId: string) =>
  someDeckWord(
    db,
    deckId,
    eq(words.kind, "word"),
    or(
      isNotNull(words.sentence),
      isNotNull(words.sentenceMeaning),
      isNotNull(words.pictureFile),
      isNotNull(words.sentenceAudioFile),
    ),
  );

export const hasRecordings = (db: Db, deckId: string) => someDeckWord(db, deckId, isNotNull(words.audioFile));

/** A recording's bytes from the media store (or, not yet moved there, from its row: `bytes` is null otherwise). */
export async function recordingBytes(db: Db, media: MediaStore, deckId: string, name: string): Promise<Uint8Array> {
  const [row] = await db
    .select({ hash: ownMedia.hash, size: ownMedia.size, bytes: ownMedia.bytes })
    .from(ownMedia)
    .where(and(eq(ownMedia.ownDeckId, deckId), eq(ownMedia.name, name)));
  if (row?.hash) return (await readWhole(media, row.hash, row.size)) ?? new Uint8Array(0);
  return row?.bytes ? new Uint8Array(row.bytes) : new Uint8Array(0);
}

/**
 * The desired retention the deck is studied with (its own, else the learner's), the curve's decay, and the
 * learner's FSRS settings for the deck's options preset (parameters only when fitted: else Anki's defaults).
 */
export async function schedulingOf(db: Db, userId: string, deckId: string) {
  const [settings] = await db
    .select({ retention: fsrsSettings.requestRetention, weights: fsrsSettings.weights })
    .from(fsrsSettings)
    .where(eq(fsrsSettings.userId, userId));
  const [deckRow] = await db
    .select({ retention: userDecks.desiredRetention })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .where(and(eq(userDecks.userId, userId), eq(subDecks.ownDeckId, deckId), isNotNull(userDecks.desiredRetention)))
    .limit(1);
  return {
    desiredRetention: deckRow?.retention ?? settings?.retention ?? 0.9,
    decay: fsrsDecayOf(settings?.weights),
    fsrs: { params: settings?.weights ?? [], desiredRetention: settings?.retention ?? 0.9 },
  };
}
