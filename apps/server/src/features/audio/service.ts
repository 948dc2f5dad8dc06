import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  AUDIO_LANGUAGES,
  type AudioLanguage,
  audioLanguageByCode,
  numberedPinyin,
} from "@app/domain/audio/language-codes";
import type { Db } from "../../db/database";
import { cachedLinks, catalogueWord, failedRecently, recordFailure, rememberLink, wordOfLink } from "./audio-store";
import { isEspeakAvailable, synthesise } from "./espeak";

export interface AudioEntry {
  id: string;
  language: string;
  word: string;
  link: string;
}

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

/** (a) A human recording shipped with the product: Mandarin only. */
function recordedEntry(options: AudioServiceOptions, code: string, language: AudioLanguage, word: string) {
  if (language.code !== "zh" || word.includes("/") || word.includes("..")) return null;
  if (!fs.existsSync(path.join(options.recordedDir, "cmn", `${word}.mp3`))) return null;
  const link = `/audio/recorded/cmn/${encodeURIComponent(word)}.mp3`;
  return { id: `rec-cmn-${fileKey(word)}`, language: code, word, link };
}

const espeakReady = async (options: AudioServiceOptions) => options.espeak ?? (await isEspeakAvailable());

/** (b) Speech synthesised once with espeak-ng and remembered; null (and the failure remembered) when it cannot be. */
async function synthesisedLink(options: AudioServiceOptions, code: string, language: AudioLanguage, word: string) {
  const fail = async (message: string) => {
    await recordFailure(options.db, options.now(), code, word, message);
    return null;
  };
  const known = await catalogueWord(options.db, LANGUAGE_ID_BY_CODE[language.code], word);
  if (!known) return fail(`No audio found for "${word}"`);
  if (!(await espeakReady(options))) return fail("No audio found for word in any dialect");
  const text = speechText(language, word, known.pinyin);
  const name = generatedName(language, text);
  try {
    await synthesise(language.espeakVoice, text, path.join(options.generatedDir, code, name));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const link = `/audio/generated/${code}/${name}`;
  await rememberLink(options.db, options.now(), code, word, link);
  return link;
}

async function lookup(options: AudioServiceOptions, code: string, word: string): Promise<AudioEntry[]> {
  const language = audioLanguageByCode(code);
  if (!language) return [];
  const recorded = recordedEntry(options, code, language, word);
  if (recorded) return [recorded];
  const generated = (link: string, i: number) => ({
    id: `gen-${code}-${fileKey(word)}-${i}`,
    language: code,
    word,
    link,
  });
  const cached = await cachedLinks(options.db, code, word);
  if (cached.length > 0) return cached.map(generated);
  if (await failedRecently(options.db, options.now(), code, word)) return [];
  const link = await synthesisedLink(options, code, language, word);
  return link ? [generated(link, 0)] : [];
}

/**
 * The local file of a generated recording. Generated files live in each instance's DATA_DIR, so a
 * file another instance made (its link is in audio_cache, shared by all) is made again here from
 * the same word: espeak-ng is deterministic and the name is the hash of what was spoken.
 */
async function generatedFile(options: AudioServiceOptions, code: string, name: string): Promise<string | null> {
  const language = audioLanguageByCode(code);
  if (!language || !/^[0-9a-f]{32}\.wav$/.test(name)) return null;
  const file = path.join(options.generatedDir, language.code, name);
  if (fs.existsSync(file)) return file;
  const word = await wordOfLink(options.db, language.code, `/audio/generated/${language.code}/${name}`);
  if (word === null) return null;
  const known = await catalogueWord(options.db, LANGUAGE_ID_BY_CODE[language.code], word);
  const text = speechText(language, word, known?.pinyin ?? null);
  if (generatedName(language, text) !== name) return null;
  if (!(await espeakReady(options))) return null;
  await synthesise(language.espeakVoice, text, file);
  return file;
}

/**
 * Pronunciation audio for a word, from our own providers in order: (a) a human recording shipped
 * with the product; (b) speech synthesised once with espeak-ng (Mandarin from numbered pinyin,
 * Japanese from the kana reading), stored and remembered in audio_cache; (c) nothing — the browser
 * then speaks the word itself. A word no provider has is remembered in failed_audio_entries and not
 * tried again for 24 hours. Any failure answers an empty list.
 */
export function createAudioService(options: AudioServiceOptions) {
  const inFlight = new Map<string, Promise<AudioEntry[]>>();
  return {
    generatedFile: (code: string, name: string) => generatedFile(options, code, name),
    async find(code: string, word: string): Promise<AudioEntry[]> {
      const key = `${code}\u0000${word}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = lookup(options, code, word)
        .catch(() => [] as AudioEntry[])
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
