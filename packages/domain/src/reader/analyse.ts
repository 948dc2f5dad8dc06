import { default_w, forgetting_curve } from "ts-fsrs";
import { formKey, primaryTag, stemKey, termKeys, textTokens } from "./tokens";

/**
 * A text read against the learner's memory: each running word matched to a word of their decks (by form, then
 * by stem), coloured by its chance of recall, and the share of the text they recall today and on a date.
 * Pure: the words, their memory and the clock are passed in.
 */

const DAY_MS = 86_400_000;
/** Recall as every screen computes it (`recallChance`): FSRS's curve with the default decay. */
const WEIGHTS = [...default_w];
/** Languages written without spaces: a deck's term may be several of ICU's segments ("勉強する"). */
const JOINED = new Set(["zh", "ja"]);
const LONGEST_JOIN = 4;

export type ReaderStatus = "known" | "fading" | "learning" | "new" | "ignored" | "unknown";

/** One word of the learner's decks with its memory (progress null: never studied). */
export interface ReaderWord {
  id: number;
  /** The deck it is in (the exam planner plans decks: "plan for this text" hands it theirs). */
  subDeckId?: string;
  term: string;
  translation: string | null;
  /** The deck's reading of the term (pinyin, kana), if it has one. */
  reading?: string | null;
  progress: { state: number; stability: number | null; lastReview: Date | null; isIgnored: boolean } | null;
}

export interface ReaderInput {
  text: string;
  /** The text's language (BCP-47), as the learner confirmed it. */
  lang: string;
  words: readonly ReaderWord[];
  /** The learner's desired retention: at or above it today a word is known. */
  retention: number;
  now: Date;
  /** The date to forecast for (an exam date), or null. */
  on: Date | null;
}

export interface ReaderEntry {
  key: string;
  /** As first written in the text. */
  text: string;
  count: number;
  status: ReaderStatus;
  wordId: number | null;
  translation: string | null;
  /** The deck's reading (pinyin, kana), or null. */
  reading: string | null;
  recallToday: number;
  /** On the date if the learner keeps to their reviews / if they stop (null: no date). */
  recallOnDate: { keep: number; stop: number } | null;
  /** The first sentence it is met in (an index into `sentences`): its context when mined. */
  sentence: number;
}

/** A running word's place in the text: [start, end) in UTF-16 units and its entry's index in `entries`. */
export type ReaderRun = [start: number, end: number, entry: number];

export interface ReaderAnalysis {
  words: number;
  /** Running words found in the learner's decks. */
  covered: number;
  /** The decks the covered running words were found in, most running words first. */
  decks: { subDeckId: string; words: number }[];
  /** Σ recall today over running words ÷ running words. */
  today: number;
  onDate: { keep: number; stop: number } | null;
  entries: ReaderEntry[];
  /** The text's sentences, trimmed. */
  sentences: string[];
  /** Every running word in the order written, to colour the text. */
  runs: ReaderRun[];
  /** Sentences under 90 % today, with the words that stand in the way. */
  hardSentences: { index: number; text: string; share: number; missing: string[] }[];
  /** Words not known today, most frequent first. */
  toLearn: { key: string; text: string; count: number; wordId: number | null }[];
}

const HARD_SENTENCE = 0.9;

function recallAt(progress: ReaderWord["progress"], at: Date): number {
  if (!progress || progress.isIgnored || !progress.stability || !progress.lastReview) return 0;
  const elapsed = Math.max(0, (at.getTime() - progress.lastReview.getTime()) / DAY_MS);
  return forgetting_curve(WEIGHTS, elapsed, progress.stability);
}

function statusOf(word: ReaderWord | undefined, recall: number, retention: number): ReaderStatus {
  if (!word) return "unknown";
  const p = word.progress;
  if (!p || p.state === 0) return "new";
  if (p.isIgnored) return "ignored";
  if (p.state === 1) return "learning";
  return recall >= retention ? "known" : "fading";
}

/** The learner's words by the keys a text's word can find them by: form first, stem second. */
function indexWords(words: readonly ReaderWord[], lang: string) {
  const byForm = new Map<string, ReaderWord>();
  const byStem = new Map<string, ReaderWord>();
  const joined = JOINED.has(primaryTag(lang));
  // A studied word wins over a new one with the same key (two decks with "gato").
  const better = (a: ReaderWord | undefined, b: ReaderWord) => !a || (!a.progress && !!b.progress);
  for (const word of words) {
    const keys = joined ? { form: formKey(word.term.trim(), lang), stem: null } : termKeys(word.term, lang);
    if (!keys || !keys.form) continue;
    if (better(byForm.get(keys.form), word)) byForm.set(keys.form, word);
    if (keys.stem && better(byStem.get(keys.stem), word)) byStem.set(keys.stem, word);
  }
  return { byForm, byStem, joined };
}

export function analyseText(input: ReaderInput): ReaderAnalysis {
  const { lang, now, on, retention } = input;
  const { tokens, sentences } = textTokens(input.text, lang);
  const { byForm, byStem, joined } = indexWords(input.words, lang);
  const entries = new Map<string, ReaderEntry>();
  const sentenceRecall = sentences.map(() => ({ words: 0, recall: 0, missing: new Set<string>() }));
  const seen = new Map<string, { form: string; hit: ReaderWord | undefined }>();
  let covered = 0;
  let recallSum = 0;
  let keepSum = 0;
  let stopSum = 0;
  const runs: ReaderRun[] = [];
  const entryIndex = new Map<string, number>();
  const byDeck = new Map<string, number>();

  for (let i = 0; i < tokens.length; ) {
    // Joined scripts: the longest run of segments that is a term of the learner's ("勉強" + "する").
    let take = 1;
    let found: ReaderWord | undefined;
    let key = "";
    if (joined) {
      key = formKey(tokens[i]!.text, lang);
      for (let n = Math.min(LONGEST_JOIN, tokens.length - i); n >= 1; n--) {
        const run = tokens.slice(i, i + n);
        if (run.some((t) => t.sentence !== run[0]!.sentence)) continue;
        const candidate = formKey(run.map((t) => t.text).join(""), lang);
        const hit = byForm.get(candidate);
        if (hit) {
          take = n;
          found = hit;
          key = candidate;
          break;
        }
      }
    } else {
      // Texts repeat their words: each written form is looked up (and stemmed) once.
      const written = tokens[i]!.text;
      let lookup = seen.get(written);
      if (!lookup) {
        const form = formKey(written, lang);
        let hit = byForm.get(form);
        const stem = hit ? null : stemKey(written, lang);
        // A stem finds a term with that stem, or a term written that way (a Korean noun without its particle).
        if (stem) hit = byStem.get(stem) ?? byForm.get(stem);
        lookup = { form, hit };
        seen.set(written, lookup);
      }
      key = lookup.form;
      found = lookup.hit;
    }
    const token = tokens[i]!;
    const text = tokens
      .slice(i, i + take)
      .map((t) => t.text)
      .join("");
    i += take;

    const progress = found?.progress ?? null;
    const today = recallAt(progress, now);
    const stop = on ? recallAt(progress, on) : 0;
    // Kept to its reviews, a studied word is asked again before its recall falls below the retention asked.
    const keep = on && progress && progress.state !== 0 && !progress.isIgnored ? Math.max(stop, retention) : stop;
    const entryKey = found ? `w${found.id}` : key;
    const last = tokens[i - 1]!;
    const entry = entries.get(entryKey);
    if (!entryIndex.has(entryKey)) entryIndex.set(entryKey, entryIndex.size);
    runs.push([token.index, last.index + last.text.length, entryIndex.get(entryKey)!]);
    if (entry) entry.count += 1;
    else
      entries.set(entryKey, {
        key: entryKey,
        text,
        count: 1,
        status: statusOf(found, today, retention),
        wordId: found?.id ?? null,
        translation: found?.translation ?? null,
        reading: found?.reading ?? null,
        recallToday: today,
        recallOnDate: on ? { keep, stop } : null,
        sentence: token.sentence,
      });
    if (found) covered += 1;
    if (found?.subDeckId) byDeck.set(found.subDeckId, (byDeck.get(found.subDeckId) ?? 0) + 1);
    recallSum += today;
    keepSum += keep;
    stopSum += stop;
    const s = sentenceRecall[token.sentence]!;
    s.words += 1;
    s.recall += today;
    if (today < retention) s.missing.add(text);
  }

  const all = [...entries.values()];
  // Running words: the matched runs (a joined term counts once).
  const words = all.reduce((sum, e) => sum + e.count, 0);
  return {
    words,
    covered,
    decks: [...byDeck]
      .map(([subDeckId, n]) => ({ subDeckId, words: n }))
      .sort((a, b) => b.words - a.words || a.subDeckId.localeCompare(b.subDeckId)),
    today: words ? recallSum / words : 0,
    onDate: on ? { keep: words ? keepSum / words : 0, stop: words ? stopSum / words : 0 } : null,
    entries: all,
    sentences,
    runs,
    hardSentences: sentenceRecall.flatMap((s, index) =>
      s.words > 0 && s.recall / s.words < HARD_SENTENCE
        ? [{ index, text: sentences[index]!, share: s.recall / s.words, missing: [...s.missing] }]
        : [],
    ),
    toLearn: all
      .filter((e) => e.status !== "known" && e.status !== "ignored")
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
      .map(({ key, text, count, wordId }) => ({ key, text, count, wordId })),
  };
}
