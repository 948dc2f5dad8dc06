import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  AUDIO_LANGUAGES,
  type AudioLanguage,
  audioLanguageByCode,
  numberedPinyin,
} from "@app/domain/audio/language-codes";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { audioCache, failedAudioEntries, subDecks, words } from "../../db/schema";
import { isEspeakAvailable, synthesise } from "./espeak";

export interface AudioEntry {
  id: string;
  language: string;
  word: string;
  link: string;
}

const RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
/** The catalogue's language id for each audio code (the inverse of AUDIO_LANGUAGES). */
const LANGUAGE_ID_BY_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(AUDIO_LANGUAGES).map(([id, l]) => [l.code, id]),
);

export interface AudioServiceOptions {
  db: Db;
  /** data/audio: recordings shipped with the product (cmn/<word>.mp3). */
  recordedDir: string;
  /** DATA_DIR/audio: speech generated on this server. */
  generatedDir: string;
  now: () => Date;
  /** For tests: pretend espeak-ng is missing. */
  espeak?: boolean;
}

const fileKey = (text: string) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Pronunciation audio for a word, from our own providers in order: (a) a human recording shipped
 * with the product; (b) speech synthesised once with espeak-ng (Mandarin from numbered pinyin,
 * Japanese from the kana reading), stored and remembered in audio_cache; (c) nothing — the browser
 * then speaks the word itself. A word no provider has is remembered in failed_audio_entries and not
 * tried again for 24 hours. Any failure answers an empty list.
 */
export function createAudioService(options: AudioServiceOptions) {
  const inFlight = new Map<string, Promise<AudioEntry[]>>();

  async function recordFailure(code: string, word: string, message: string) {
    await options.db
      .insert(failedAudioEntries)
      .values({ languageCode: code, word, errorMessage: message, failedAt: options.now() })
      .onConflictDoUpdate({
        target: [failedAudioEntries.languageCode, failedAudioEntries.word],
        set: { errorMessage: message, failedAt: options.now() },
      });
  }

  /** The word's reading from the catalogue (pinyin or kana); null when the word is not ours. */
  async function catalogueWord(language: AudioLanguage, word: string) {
    const languageId = LANGUAGE_ID_BY_CODE[language.code];
    const [row] = await options.db
      .select({ pinyin: words.pinyin })
      .from(words)
      .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
      .where(and(eq(words.originalWord, word), languageId ? eq(subDecks.languageId, languageId) : sql`true`))
      .limit(1);
    return row ?? null;
  }

  async function lookup(code: string, word: string): Promise<AudioEntry[]> {
    const language = audioLanguageByCode(code);
    if (!language) return [];

    if (language.code === "zh") {
      const recorded = path.join(options.recordedDir, "cmn", `${word}.mp3`);
      if (!word.includes("/") && !word.includes("..") && fs.existsSync(recorded)) {
        return [
          {
            id: `rec-cmn-${fileKey(word)}`,
            language: code,
            word,
            link: `/audio/recorded/cmn/${encodeURIComponent(word)}.mp3`,
          },
        ];
      }
    }

    const [cached] = await options.db
      .select({ urls: audioCache.audioUrls })
      .from(audioCache)
      .where(and(eq(audioCache.languageCode, code), eq(audioCache.word, word), eq(audioCache.status, "SUCCESS")));
    if (cached && cached.urls.length > 0) {
      return cached.urls.map((link, i) => ({ id: `gen-${code}-${fileKey(word)}-${i}`, language: code, word, link }));
    }

    const [failed] = await options.db
      .select({ id: failedAudioEntries.id })
      .from(failedAudioEntries)
      .where(
        and(
          eq(failedAudioEntries.languageCode, code),
          eq(failedAudioEntries.word, word),
          gt(failedAudioEntries.failedAt, new Date(options.now().getTime() - RETRY_AFTER_MS)),
        ),
      );
    if (failed) return [];

    const known = await catalogueWord(language, word);
    if (!known) {
      await recordFailure(code, word, `No audio found for "${word}"`);
      return [];
    }
    if (!(options.espeak ?? (await isEspeakAvailable()))) {
      await recordFailure(code, word, "No audio found for word in any dialect");
      return [];
    }
    const text =
      language.code === "zh" && known.pinyin
        ? numberedPinyin(known.pinyin)
        : language.code === "ja" && known.pinyin
          ? known.pinyin
          : word;
    const name = `${fileKey(`${language.espeakVoice}:${text}`)}.wav`;
    try {
      await synthesise(language.espeakVoice, text, path.join(options.generatedDir, code, name));
    } catch (error) {
      await recordFailure(code, word, error instanceof Error ? error.message : String(error));
      return [];
    }
    const link = `/audio/generated/${code}/${name}`;
    await options.db
      .insert(audioCache)
      .values({ languageCode: code, word, audioUrls: [link], status: "SUCCESS", createdAt: options.now() })
      .onConflictDoUpdate({
        target: [audioCache.languageCode, audioCache.word],
        set: { audioUrls: [link], status: "SUCCESS" },
      });
    return [{ id: `gen-${code}-${fileKey(word)}-0`, language: code, word, link }];
  }

  return {
    async find(code: string, word: string): Promise<AudioEntry[]> {
      const key = `${code}\u0000${word}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = lookup(code, word)
        .catch(() => [] as AudioEntry[])
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
