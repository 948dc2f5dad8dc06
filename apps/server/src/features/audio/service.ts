import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  AUDIO_LANGUAGES,
  type AudioLanguage,
  audioLanguageByCode,
  numberedPinyin,
} from "@app/domain/audio/language-codes";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
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

/** What espeak-ng is given: Mandarin from numbered pinyin, Japanese from the kana reading, else the word. */
function speechText(language: AudioLanguage, word: string, reading: string | null): string {
  if (language.code === "zh" && reading) return numberedPinyin(reading);
  if (language.code === "ja" && reading) return reading;
  return word;
}

/** A generated file's name: the hash of the voice and the text, so the same speech has the same name. */
const generatedName = (language: AudioLanguage, text: string) => `${fileKey(`${language.espeakVoice}:${text}`)}.wav`;

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
    const name = generatedName(language, speechText(language, word, known.pinyin));
    try {
      await synthesise(
        language.espeakVoice,
        speechText(language, word, known.pinyin),
        path.join(options.generatedDir, code, name),
      );
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

  /**
   * The local file of a generated recording. Generated files live in each instance's DATA_DIR, so a
   * file another instance made (its link is in audio_cache, shared by all) is made again here from
   * the same word: espeak-ng is deterministic and the name is the hash of what was spoken.
   */
  async function generatedFile(code: string, name: string): Promise<string | null> {
    const language = audioLanguageByCode(code);
    if (!language || !/^[0-9a-f]{32}\.wav$/.test(name)) return null;
    const file = path.join(options.generatedDir, language.code, name);
    if (fs.existsSync(file)) return file;
    const link = `/audio/generated/${language.code}/${name}`;
    const [row] = await options.db
      .select({ word: audioCache.word })
      .from(audioCache)
      .where(
        and(
          eq(audioCache.languageCode, language.code),
          sql`${audioCache.audioUrls} @> ${JSON.stringify([link])}::jsonb`,
        ),
      )
      .limit(1);
    if (!row) return null;
    const known = await catalogueWord(language, row.word);
    const text = speechText(language, row.word, known?.pinyin ?? null);
    if (generatedName(language, text) !== name) return null;
    if (!(options.espeak ?? (await isEspeakAvailable()))) return null;
    await synthesise(language.espeakVoice, text, file);
    return file;
  }

  return {
    generatedFile,
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
