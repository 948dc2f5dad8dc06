import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { audioCache, failedAudioEntries, subDecks, words } from "../../db/schema";

/** A word no provider has is not tried again for this long. */
const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Remembers that a word has no audio (or its making failed), so it is not tried again for a day. */
export async function recordFailure(db: Db, at: Date, code: string, word: string, message: string): Promise<void> {
  await db
    .insert(failedAudioEntries)
    .values({ languageCode: code, word, errorMessage: message, failedAt: at })
    .onConflictDoUpdate({
      target: [failedAudioEntries.languageCode, failedAudioEntries.word],
      set: { errorMessage: message, failedAt: at },
    });
}

/** Whether the word failed within the last day. */
export async function failedRecently(db: Db, now: Date, code: string, word: string): Promise<boolean> {
  const [failed] = await db
    .select({ id: failedAudioEntries.id })
    .from(failedAudioEntries)
    .where(
      and(
        eq(failedAudioEntries.languageCode, code),
        eq(failedAudioEntries.word, word),
        gt(failedAudioEntries.failedAt, new Date(now.getTime() - RETRY_AFTER_MS)),
      ),
    );
  return Boolean(failed);
}

/** The links of speech made for the word before (by any instance); empty when none. */
export async function cachedLinks(db: Db, code: string, word: string): Promise<string[]> {
  const [cached] = await db
    .select({ urls: audioCache.audioUrls })
    .from(audioCache)
    .where(and(eq(audioCache.languageCode, code), eq(audioCache.word, word), eq(audioCache.status, "SUCCESS")));
  return cached?.urls ?? [];
}

/** Remembers the link of speech made for the word, for every instance. */
export async function rememberLink(db: Db, at: Date, code: string, word: string, link: string): Promise<void> {
  await db
    .insert(audioCache)
    .values({ languageCode: code, word, audioUrls: [link], status: "SUCCESS", createdAt: at })
    .onConflictDoUpdate({
      target: [audioCache.languageCode, audioCache.word],
      set: { audioUrls: [link], status: "SUCCESS" },
    });
}

/** The word a remembered link was made for; null when no instance made it. */
export async function wordOfLink(db: Db, code: string, link: string): Promise<string | null> {
  const [row] = await db
    .select({ word: audioCache.word })
    .from(audioCache)
    .where(and(eq(audioCache.languageCode, code), sql`${audioCache.audioUrls} @> ${JSON.stringify([link])}::jsonb`))
    .limit(1);
  return row?.word ?? null;
}

/**
 * The word's reading from the catalogue (pinyin or kana) in the language with this catalogue id (any
 * language when none); null when the word is not ours.
 */
export async function catalogueWord(db: Db, languageId: string | undefined, word: string) {
  const [row] = await db
    .select({ pinyin: words.pinyin })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    // Catalogue words only: a learner's own (possibly private) deck never decides what everyone hears.
    .where(
      and(
        eq(words.originalWord, word),
        isNull(subDecks.ownDeckId),
        languageId ? eq(subDecks.languageId, languageId) : sql`true`,
      ),
    )
    .limit(1);
  return row ?? null;
}
