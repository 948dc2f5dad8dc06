/** Chinese (new HSK): word and character decks, in parts of about 100 words, by frequency. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StarterLanguageFile, StarterSubDeck, StarterWord } from "../../apps/server/src/db/seed/starter-format";
import { readChineseFixes } from "./hand-written-fixes";
import { cedictSenses, goodSenses, type HskEntry, type HskForm } from "./hsk-senses";
import {
  CJK,
  dedupe,
  joinSenses,
  SHARED_DIR,
  splitIntoParts,
  TIDY_PARENTHESES_LEVELS,
  tidyParentheses,
  uniqueKeys,
  warn,
} from "./source-text";

// Hand-written fixes (data/starter/*-fixes.json; see data/README.md).
export const {
  formOverrides: HSK_FORM_OVERRIDES,
  translationOverrides: HSK_TRANSLATION_OVERRIDES,
  readingOverrides: HSK_READING_OVERRIDES,
  characterFallbacks: CHARACTER_FALLBACKS,
} = readChineseFixes();

export function formScore(form: HskForm, headword: string): number {
  const senses = cedictSenses(form, headword);
  const good = senses.filter((s) => !s.noise && !s.demoted).length;
  const weak = senses.filter((s) => !s.noise && s.demoted).length;
  let score = good * 10 + weak;
  if (/^[A-ZĀÁǍÀĒÉĚÈŌÓǑÒ]/.test(form.i.y)) score -= 1000; // proper-noun reading (surnames, places)
  if (senses.some((s) => s.variantOfHeadword)) score -= 500; // a variant character of the headword
  return score;
}

export function chooseForm(entry: HskEntry): HskForm {
  const override = HSK_FORM_OVERRIDES[entry.s];
  if (override !== undefined) {
    const form = entry.f.find((f) => f.i.n === override);
    if (!form) throw new Error(`HSK form override ${entry.s} → ${override} matches no form`);
    return form;
  }
  let best: HskForm | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const form of entry.f) {
    const score = formScore(form, entry.s);
    if (score > bestScore) {
      best = form;
      bestScore = score;
    }
  }
  if (!best) throw new Error(`HSK entry ${entry.s} has no forms`);
  return best;
}

export function loadHskLevel(level: number): HskEntry[] {
  const path = join(SHARED_DIR, "hsk", `new-hsk-${level}.min.json`);
  return JSON.parse(readFileSync(path, "utf8")) as HskEntry[];
}

/** Entries sorted by frequency rank (lower = more common); ties keep source order. */
export function byFrequency(entries: readonly HskEntry[]): HskEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.q - b.entry.q || a.index - b.index)
    .map((x) => x.entry);
}

export interface ChineseWordInfo {
  reading: string;
  translation: string;
}

export class HskDictionary {
  private readonly bySimplified = new Map<string, HskEntry>();

  constructor(levels: readonly HskEntry[][]) {
    for (const entries of levels) {
      for (const entry of entries) if (!this.bySimplified.has(entry.s)) this.bySimplified.set(entry.s, entry);
    }
  }

  get(simplified: string): HskEntry | undefined {
    return this.bySimplified.get(simplified);
  }

  info(entry: HskEntry, depth = 0): ChineseWordInfo {
    const form = chooseForm(entry);
    const reading = HSK_READING_OVERRIDES[entry.s] ?? form.i.y.trim();
    const override = HSK_TRANSLATION_OVERRIDES[entry.s];
    if (override !== undefined) return { reading, translation: override };
    let senses = goodSenses(form, entry.s, entry.p);
    if (senses.length === 0) {
      // Only cross-references: "erhua variant of 一点" → the meaning of 一点.
      const ref = this.resolveReference(entry, form, depth);
      if (ref) return { reading, translation: ref };
      senses = dedupe(cedictSenses(form, entry.s).map((s) => s.text)).filter((s) => s.length > 0);
      warn(`HSK ${entry.s} (${reading}): no clean sense, using "${senses[0] ?? ""}"`);
    }
    const translation = joinSenses(senses);
    if (translation.length === 0) throw new Error(`HSK ${entry.s}: empty translation`);
    return { reading, translation };
  }

  private resolveReference(entry: HskEntry, form: HskForm, depth: number): string | undefined {
    if (depth > 2) return undefined;
    for (const meaning of form.m) {
      const m = /(?:variant of|^see)\s+(\S+)/.exec(meaning);
      const target = m?.[1]?.replace(/\[.*$/, "");
      if (!target || target === entry.s) continue;
      const candidate = this.get(target) ?? this.get(entry.s.replace(/儿$/, ""));
      if (candidate && candidate !== entry) return this.info(candidate, depth + 1).translation;
    }
    const withoutEr = entry.s.endsWith("儿") ? this.get(entry.s.slice(0, -1)) : undefined;
    if (withoutEr) return this.info(withoutEr, depth + 1).translation;
    return undefined;
  }
}

export function chineseWordSubDecks(
  level: number,
  entries: readonly HskEntry[],
  dict: HskDictionary,
): StarterSubDeck[] {
  const sorted = byFrequency(entries);
  const parts = splitIntoParts(sorted);
  let first = 1;
  return parts.map((part, index) => {
    const last = first + part.length - 1;
    const words = uniqueKeys(
      part.map((entry) => {
        const { reading, translation } = dict.info(entry);
        const tidy = TIDY_PARENTHESES_LEVELS.has(`hsk${level}`);
        return {
          key: entry.s,
          original: entry.s,
          translation: tidy ? tidyParentheses(translation) : translation,
          reading,
        };
      }),
    );
    const sample = part
      .slice(0, 4)
      .map((e) => e.s)
      .join(", ");
    const subDeck: StarterSubDeck = {
      id: `chinese-hsk${level}-${index + 1}`,
      name: `HSK ${level} · Part ${index + 1}`,
      description: `New HSK level ${level}, words ${first}–${last} (most common first): ${sample} and more.`,
      isWritingDeck: false,
      words,
    };
    first = last + 1;
    return subDeck;
  });
}

export function chineseCharacterSubDecks(
  level: number,
  entries: readonly HskEntry[],
  dict: HskDictionary,
): StarterSubDeck[] {
  const chars: { char: string; word: HskEntry; position: number }[] = [];
  const seen = new Set<string>();
  for (const entry of byFrequency(entries)) {
    [...entry.s].forEach((char, position) => {
      if (!CJK.test(char) || seen.has(char)) return;
      seen.add(char);
      chars.push({ char, word: entry, position });
    });
  }
  const words: StarterWord[] = chars.map(({ char, word, position }) => {
    const single = dict.get(char);
    let info: ChineseWordInfo;
    if (single) info = dict.info(single);
    else {
      const fallback = CHARACTER_FALLBACKS[char];
      if (fallback) info = fallback;
      else {
        const syllables = chooseForm(word).i.y.trim().split(/\s+/);
        const wordInfo = dict.info(word);
        info = {
          reading: (syllables[position] ?? "").toLowerCase(),
          translation: joinSenses([`as in ${word.s} (${wordInfo.translation})`], 1),
        };
        warn(`HSK character ${char}: no entry and no fallback, derived from ${word.s}`);
      }
    }
    return { key: char, original: char, translation: info.translation, reading: info.reading };
  });
  const parts = splitIntoParts(words);
  let first = 1;
  return parts.map((part, index) => {
    const last = first + part.length - 1;
    const multi = parts.length > 1;
    const subDeck: StarterSubDeck = {
      id: multi ? `chinese-hsk${level}-characters-${index + 1}` : `chinese-hsk${level}-characters`,
      name: multi ? `HSK ${level} Characters · Part ${index + 1}` : `HSK ${level} Characters`,
      description:
        `Write the characters used in new HSK level ${level} words, characters ${first}–${last} ` +
        `(most common first): ${part
          .slice(0, 5)
          .map((w) => w.original)
          .join(", ")} and more.`,
      isWritingDeck: true,
      words: part,
    };
    first = last + 1;
    return subDeck;
  });
}

export function buildChinese(): StarterLanguageFile {
  const levels = [1, 2, 3, 4, 5, 6, 7].map(loadHskLevel);
  const dict = new HskDictionary(levels);
  const subDecks: StarterSubDeck[] = [];
  for (const level of [1, 2, 3, 4, 5, 6]) {
    subDecks.push(...chineseWordSubDecks(level, levels[level - 1] ?? [], dict));
    if (level === 1) subDecks.push(...chineseCharacterSubDecks(1, levels[0] ?? [], dict));
  }
  return {
    id: "chinese",
    flagCode: "cn",
    description:
      "Mandarin Chinese is the most widely spoken language in the world. Learn the words of the new HSK levels 1–6 with their pinyin and tones, and practise writing the most common characters.",
    speechLang: "zh-CN",
    specialCharacters: [..."āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü"],
    credits:
      "Chinese word lists from complete-hsk-vocabulary by Yanis Zafirópulos (MIT). English meanings adapted from CC-CEDICT (MDBG, CC BY-SA 4.0).",
    subDecks,
  };
}
