/**
 * Builds the starter deck files under data/decks/ from the source word lists in the shared
 * data folder (default ../shared/data relative to the repository root, override with
 * SHARED_DATA_DIR).
 *
 *   node --import tsx scripts/build-starter-data.ts
 *
 * The output is deterministic: the same input gives byte-identical files. See data/README.md
 * for the format and the stability rules for sub-deck ids and word keys.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { StarterLanguageFile, StarterSubDeck, StarterWord } from "../apps/server/src/db/seed/starter-format";
import { readChineseFixes, readJapaneseFixes } from "./starter/hand-written-fixes";
import { writeLanguageFile } from "./starter/language-file-json";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SHARED_DIR = process.env.SHARED_DATA_DIR
  ? resolve(process.env.SHARED_DATA_DIR)
  : resolve(REPO_ROOT, "../shared/data");
const OUT_DIR = join(REPO_ROOT, "data", "decks");
const LICENSES_DIR = join(REPO_ROOT, "data", "licenses");

/** Source licence texts copied beside the data (source path relative to SHARED_DIR → file name). */
const LICENSE_COPIES: [string, string][] = [
  ["hsk/LICENSE-complete-hsk-vocabulary", "complete-hsk-vocabulary-MIT.txt"],
  ["jlpt/LICENSE", "open-anki-jlpt-decks-MIT.txt"],
];

const MAX_TRANSLATION_LENGTH = 80;
const TARGET_PART_SIZE = 100;
const MAX_PART_SIZE = 150;

const warnings: string[] = [];
function warn(message: string): void {
  warnings.push(message);
}

// ---------------------------------------------------------------------------------------------
// Generic helpers
// ---------------------------------------------------------------------------------------------

/** Splits `items` into near-equal consecutive parts of about TARGET_PART_SIZE (never above MAX_PART_SIZE). */
function splitIntoParts<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  let count = Math.max(1, Math.round(items.length / TARGET_PART_SIZE));
  while (Math.ceil(items.length / count) > MAX_PART_SIZE) count++;
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const parts: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < extra ? 1 : 0);
    parts.push(items.slice(start, start + size));
    start += size;
  }
  return parts;
}

/** Splits on `separator` only where it is not inside (), [] or "". */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    if (depth === 0) {
      const rest = text.slice(i);
      const match = separator.exec(rest);
      if (match && match.index === 0 && match[0].length > 0) {
        parts.push(current);
        current = "";
        i += match[0].length - 1;
        continue;
      }
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const CJK = /[\u2E80-\u2FDF\u3005\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{3FFFF}]/u;

function collapseSpaces(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\s+([,;:!?])/g, "$1")
    .trim();
}

/** Removes parenthesised groups (not nested-aware beyond one level) whose content matches `test`. */
function removeParentheticals(text: string, test: (inner: string) => boolean): string {
  return text.replace(/\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, (whole, inner: string) => (test(inner) ? "" : whole));
}

/** English abbreviations used by dictionaries, written out for learners. */
function expandAbbreviations(text: string): string {
  return text
    .replace(/\bsb's\b/g, "someone's")
    .replace(/\bsth's\b/g, "something's")
    .replace(/\bsb\b/g, "someone")
    .replace(/\bsth\b/g, "something")
    .replace(/\besp\.\s*/g, "especially ")
    .replace(/\bfig\.\s*/g, "figuratively ")
    .replace(/\blit\.\s*/g, "literally ")
    .replace(/\busu\.\s*/g, "usually ")
    .replace(/\bapprox\.\s*/g, "approximately ")
    .replace(/\bcoll\.\s*/g, "colloquial ")
    .replace(/\bonom\.\s*/g, "onomatopoeia ")
    .replace(/\bv\.t\./g, "transitive")
    .replace(/\bv\.i\./g, "intransitive")
    .replace(/\bhon\.(?=\))/g, "honorific")
    .replace(/\betc\b(?!\.)/g, "etc.")
    .replace(/\s+\)/g, ")");
}

/** Joins senses with "; ", taking as many as fit (at least one, at most `maxSenses`). */
function joinSenses(senses: readonly string[], maxSenses = 3): string {
  const chosen: string[] = [];
  for (const sense of senses) {
    if (chosen.length >= maxSenses) break;
    const candidate = [...chosen, sense].join("; ");
    if (chosen.length > 0 && candidate.length > MAX_TRANSLATION_LENGTH) break;
    chosen.push(sense);
  }
  let text = chosen.join("; ");
  if (text.length > MAX_TRANSLATION_LENGTH) {
    // A single over-long sense: drop its parentheticals, then cut at a comma.
    text = collapseSpaces(removeParentheticals(text, () => true));
    if (text.length > MAX_TRANSLATION_LENGTH) {
      const parts = splitTopLevel(text, /^,\s*/);
      let cut = parts[0] ?? text;
      for (const part of parts.slice(1)) {
        if (`${cut}, ${part}`.length > MAX_TRANSLATION_LENGTH) break;
        cut = `${cut}, ${part}`;
      }
      text = cut;
    }
  }
  return text;
}

/**
 * Answers are checked per ";"/","-separated part before parentheses are removed
 * (packages/domain/src/study/answer-check.ts), so a comma inside parentheses splits an
 * alternative: "to miss (train, opportunity etc.)" would not accept "to miss". Inside
 * parentheses, "," and ";" become "/" and "e.g.," becomes "e.g.". Applied to the levels added
 * after HSK 4 and N4 only (HSK 5–6, N3), so that the words learners already study stay
 * byte-identical.
 */
function tidyParentheses(text: string): string {
  return text.replace(/(\S)\(/g, "$1 (").replace(
    /\(([^()]*)\)/g,
    (_whole, inner: string) =>
      `(${inner
        .replace(/\b(e\.g|i\.e)\.,\s*/g, "$1. ")
        .replace(/\s*[;,]\s*/g, "/")
        .replace(/\/etc\./g, " etc.")})`,
  );
}

/** Levels whose translations go through tidyParentheses (see there). */
const TIDY_PARENTHESES_LEVELS = new Set(["hsk5", "hsk6", "n3"]);

function dedupe(senses: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sense of senses) {
    const norm = sense
      .toLowerCase()
      .replace(/\([^()]*\)/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (norm.length === 0 || seen.has(norm)) continue;
    seen.add(norm);
    out.push(sense);
  }
  return out;
}

/** Minimal RFC 4180 CSV parser (quoted fields, doubled quotes, CRLF or LF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (ch !== "\r") field += ch;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Chinese (new HSK)
// ---------------------------------------------------------------------------------------------

interface HskForm {
  t: string;
  i: { y: string; n: string };
  m: string[];
  c: string[];
}

interface HskEntry {
  s: string;
  r: string;
  q: number;
  p: string[];
  f: HskForm[];
}

/** Senses that only point elsewhere or are not what a learner means by the word. */
const CEDICT_NOISE: RegExp[] = [
  /^(?:(?:old|archaic|ancient|erhua|unofficial|euphemistic|Japanese|Korean|non-standard|obscure|literary|traditional)\s+)*variant of\b/i,
  /^(?:also written|also pr\.|also called|see also|see\b|used in\b|used as\b|abbr\. for|abbr\. of|abbreviation for)/i,
  /^(?:Kangxi radical|CL:|Taiwan pr\.|pr\.\s)/i,
  /\bradical\b/i,
  /^surname\b/i,
  /^(?:colloquial|also|old|formerly)\s+pr\.?$/i,
  /\bChinese chess\b/,
  /^chemical element\b/i,
  /\bFalun Gong\b/,
  /\bsurname\s+[A-Z]\w*$/,
];

/** Register labels whose sense is kept only when nothing better exists. */
const DEMOTED_LABELS = new Set([
  "archaic",
  "literary",
  "classical",
  "old",
  "dialect",
  "Tw",
  "slang",
  "Internet slang",
  "vulgar",
  "euphemism",
  "old-fashioned",
  "obsolete",
  "Cantonese",
  "Buddhism",
  "Taoism",
  "onom.",
  "taxonomy",
  "chemistry",
  "physics",
  "geology",
  "math.",
  "medicine",
  "computing",
  "military",
  "music",
  "sports",
  "astronomy",
  "meteorology",
  "business",
  "finance",
  "politics",
  "theater",
  "athletics",
  "linguistics",
  "botany",
  "zoology",
  "anatomy",
  "electricity",
  "economics",
  "law",
  "mahjong",
  "Chinese chess",
  "Go game",
  "loanword",
]);

/** Register labels that are simply dropped from the text. */
const DROPPED_LABELS = new Set(["coll.", "bound form", "PRC", "formal", "informal", "lit. and fig.", "fig.", "lit."]);

interface CleanSense {
  text: string;
  /** Index of the dictionary meaning (one element of `m`) the sense comes from. */
  group: number;
  demoted: boolean;
  noise: boolean;
  /** "variant of X" where X is the headword: the form is a variant character of the headword. */
  variantOfHeadword: boolean;
}

function labelKind(label: string): "demoted" | "dropped" | undefined {
  const l = label.replace(/\s+etc\.?$/, "").trim();
  if (DEMOTED_LABELS.has(l) || /\b(?:dialect|slang)\b/i.test(l)) return "demoted";
  if (DROPPED_LABELS.has(l)) return "dropped";
  return undefined;
}

function cleanCedictSense(raw: string, group: number, headword: string): CleanSense {
  let text = raw.trim();
  let demoted = false;
  const variantOfHeadword = new RegExp(`variant of ${headword}(?:$|[^\\p{Script=Han}])`, "u").test(text);
  // Leading register labels: "(coll.) father", "(literary) to rain".
  for (;;) {
    const m = /^\(([^()]*)\)\s*/.exec(text);
    if (!m) break;
    const kinds = (m[1] ?? "").split(/\s*,\s*/).map(labelKind);
    if (!kinds.every((k) => k !== undefined)) break;
    if (kinds.includes("demoted")) demoted = true;
    text = text.slice(m[0].length);
  }
  // Trailing labels: "harvest (old)".
  text = text.replace(/\s*\(([^()]*)\)\s*$/, (whole, label: string) => {
    const kind = labelKind(label);
    if (kind === "demoted") demoted = true;
    return kind ? "" : whole;
  });
  text = text.replace(/\bCL:.*$/, "");
  text = text.replace(/\s*\[[^\]]*\]/g, ""); // pinyin references like [ge4] or [tìng]
  // A sense entirely in parentheses, e.g. "(question particle for yes-no questions)".
  const whole = /^\(([^()]*)\)$/.exec(text.trim());
  if (whole) text = (whole[1] ?? "").trim();
  text = removeParentheticals(
    text,
    (inner) =>
      CJK.test(inner) ||
      /^(?:i\.e\.|as opposed to)/.test(inner.trim()) ||
      /\b(?:Taiwan pr\.|also pr\.|pr\.|CL:|also written|variant of)/.test(inner) ||
      labelKind(inner) !== undefined,
  );
  text = expandAbbreviations(text);
  text = text.replace(/\bclassifier\b/g, "measure word");
  text = collapseSpaces(text).replace(/[\s,;:]+$/, "");
  text = text.replace(/^"([^"]*)"$/, "$1");
  if (!KEEP_ARTICLE.test(text)) text = text.replace(/^an? (?=[a-z(])/, "");
  if (/^figuratively\b/.test(text)) demoted = true;
  const noise =
    text.length === 0 || CEDICT_NOISE.some((re) => re.test(text)) || CJK.test(text) || /^(?:\.\.\.|…)/.test(text);
  return { text, group, demoted, noise, variantOfHeadword };
}

function cedictSenses(form: HskForm, headword: string): CleanSense[] {
  const out: CleanSense[] = [];
  form.m.forEach((meaning, group) => {
    for (const part of splitTopLevel(meaning, /^;\s*/)) out.push(cleanCedictSense(part, group, headword));
  });
  return out;
}

/** Longest sense (in characters) worth showing after the first one. */
const MAX_EXTRA_SENSE_LENGTH = 40;

/**
 * The senses to show, in order: the synonyms of the first usable dictionary meaning (up to 3),
 * topped up from the following meanings to 2 senses if the first meaning has only one.
 */
function goodSenses(form: HskForm, headword: string, partsOfSpeech: readonly string[] = []): string[] {
  const all = cedictSenses(form, headword).filter((s) => !s.noise);
  const preferred = all.filter((s) => !s.demoted);
  const usable = preferred.length > 0 ? preferred : all;
  const first = usable[0];
  if (!first) return [];
  // Words listed first as measure words ("q", "qv", "qt"): lead with the measure-word sense.
  const measure = usable.find((s) => /^measure word\b/.test(s.text));
  if (partsOfSpeech[0]?.startsWith("q") && measure && measure !== first) {
    const rest = usable.find((s) => s !== measure && s.text.length <= MAX_EXTRA_SENSE_LENGTH);
    return dedupe(rest ? [measure.text, rest.text] : [measure.text]);
  }
  const fromFirstGroup = dedupe(usable.filter((s) => s.group === first.group).map((s) => s.text));
  const chosen = [fromFirstGroup[0] as string];
  for (const text of fromFirstGroup.slice(1)) {
    if (chosen.length >= 3) break;
    if (text.length <= MAX_EXTRA_SENSE_LENGTH) chosen.push(text);
  }
  if (chosen.length < 2) {
    for (const sense of usable.filter((s) => s.group !== first.group)) {
      if (chosen.length >= 2) break;
      if (sense.text.length <= MAX_EXTRA_SENSE_LENGTH) chosen.push(sense.text);
    }
  }
  return dedupe(chosen);
}

// Hand-written fixes (data/starter/*-fixes.json; see data/README.md).
const {
  formOverrides: HSK_FORM_OVERRIDES,
  translationOverrides: HSK_TRANSLATION_OVERRIDES,
  readingOverrides: HSK_READING_OVERRIDES,
  characterFallbacks: CHARACTER_FALLBACKS,
} = readChineseFixes();

function formScore(form: HskForm, headword: string): number {
  const senses = cedictSenses(form, headword);
  const good = senses.filter((s) => !s.noise && !s.demoted).length;
  const weak = senses.filter((s) => !s.noise && s.demoted).length;
  let score = good * 10 + weak;
  if (/^[A-ZĀÁǍÀĒÉĚÈŌÓǑÒ]/.test(form.i.y)) score -= 1000; // proper-noun reading (surnames, places)
  if (senses.some((s) => s.variantOfHeadword)) score -= 500; // a variant character of the headword
  return score;
}

function chooseForm(entry: HskEntry): HskForm {
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

function loadHskLevel(level: number): HskEntry[] {
  const path = join(SHARED_DIR, "hsk", `new-hsk-${level}.min.json`);
  return JSON.parse(readFileSync(path, "utf8")) as HskEntry[];
}

/** Entries sorted by frequency rank (lower = more common); ties keep source order. */
function byFrequency(entries: readonly HskEntry[]): HskEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.q - b.entry.q || a.index - b.index)
    .map((x) => x.entry);
}

interface ChineseWordInfo {
  reading: string;
  translation: string;
}

class HskDictionary {
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

function chineseWordSubDecks(level: number, entries: readonly HskEntry[], dict: HskDictionary): StarterSubDeck[] {
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

/** Appends #2, #3 … to keys that occur more than once (stable: source order decides). */
function uniqueKeys(words: StarterWord[]): StarterWord[] {
  const seen = new Map<string, number>();
  return words.map((word) => {
    const n = (seen.get(word.key) ?? 0) + 1;
    seen.set(word.key, n);
    return n === 1 ? word : { ...word, key: `${word.key}#${n}` };
  });
}

function chineseCharacterSubDecks(level: number, entries: readonly HskEntry[], dict: HskDictionary): StarterSubDeck[] {
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

function buildChinese(): StarterLanguageFile {
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

// ---------------------------------------------------------------------------------------------
// Japanese (JLPT)
// ---------------------------------------------------------------------------------------------

interface JlptRow {
  expression: string;
  reading: string;
  meaning: string;
}

function loadJlpt(level: string): JlptRow[] {
  const rows = parseCsv(readFileSync(join(SHARED_DIR, "jlpt", `${level}.csv`), "utf8"));
  const [header, ...body] = rows;
  const col = (name: string): number => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`${level}.csv: missing column ${name}`);
    return index;
  };
  const [ie, ir, im] = [col("expression"), col("reading"), col("meaning")];
  const seen = new Set<string>();
  const out: JlptRow[] = [];
  for (const row of body) {
    if (row.every((cell) => cell.trim() === "")) continue;
    const r = { expression: row[ie] ?? "", reading: row[ir] ?? "", meaning: row[im] ?? "" };
    const identity = `${r.expression}\t${r.reading}\t${r.meaning}`;
    if (seen.has(identity)) continue; // exact duplicate row
    seen.add(identity);
    out.push(r);
  }
  return out;
}

// Hand-written fixes (data/starter/*-fixes.json; see data/README.md).
const {
  translationOverrides: JLPT_TRANSLATION_OVERRIDES,
  levelTranslationOverrides: JLPT_LEVEL_TRANSLATION_OVERRIDES,
} = readJapaneseFixes();

const JAPANESE_SCRIPT = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF々〜～]/;

function normalizeJapanese(text: string): string {
  return text
    .replace(/～/g, "〜")
    .replace(/\s*[;、]\s*/g, "; ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Kana reading without notes: "けっこん (する)" → "けっこん", "(〜を) とお" → "とお". */
function cleanJlptReading(reading: string, expression: string): string {
  let text = normalizeJapanese(reading).replace(/\s*\([^()]*\)\s*/g, (whole, offset: number, all: string) =>
    // Keep optional parts inside a word, e.g. "スーパー (マーケット)"; drop leading/trailing notes.
    offset === 0 || offset + whole.length === all.length ? (/する/.test(whole) || offset === 0 ? "" : whole) : whole,
  );
  text = text
    .split("; ")
    // "べんきょうする" → "べんきょう"; a reading that is only "する" (為る) stays.
    .map((part) =>
      (part.endsWith("する") && part.length > 2 && !expression.endsWith("する") ? part.slice(0, -2) : part).trim(),
    )
    .join("; ");
  return text.trim();
}

/** Leading articles are dropped ("a song" → "song") except in fixed phrases like "a little". */
const KEEP_ARTICLE = /^an? (?:little|few|lot|bit|while|moment|great|long|short|certain)\b/i;

function cleanJlptSense(raw: string): string {
  let text = raw;
  text = removeParentheticals(
    text,
    (inner) =>
      JAPANESE_SCRIPT.test(inner) ||
      /^(?:abbr\.?|abbreviation|lit\b|literally\b|e\.g\.,? [^a-z]*$)/i.test(inner.trim()) ||
      /^[A-Z]{3}:/.test(inner.trim()), // loanword origin, e.g. "(GER: Energie)"
  );
  // A parenthesis the source never closes: "to succeed (someone in a business".
  const unclosed = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
  if (unclosed > 0) text += ")".repeat(unclosed);
  text = text.replace(/^\(abbr\.?\)\s*/i, "");
  text = text.replace(/\)(?=[A-Za-z])/g, ") ");
  if (!KEEP_ARTICLE.test(text)) text = text.replace(/^an? (?=\S)/i, "");
  // "Music", "Yen", "South": lower-case a capitalised common word (proper nouns are kept).
  text = text.replace(/^([A-Z])([a-z]+)\b/, (whole, first: string, rest: string) =>
    JLPT_PROPER_WORDS.has(whole) ? whole : first.toLowerCase() + rest,
  );
  return collapseSpaces(text).replace(/[\s,;:]+$/, "");
}

/** Capitalised words that stay capitalised at the start of a JLPT translation. */
const JLPT_PROPER_WORDS = new Set([
  "Africa",
  "America",
  "Christmas",
  "Asia",
  "Buddhist",
  "Chinese",
  "English",
  "Europe",
  "Japan",
  "Japanese",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "New",
  "Shinto",
  "Western",
  "West",
  "Mr",
  "Mrs",
  "Ms",
  "Miss",
  "I",
]);

function cleanJlptMeaning(raw: string): string {
  let text = raw.replace(/、/g, ", ").replace(/\s+/g, " ").trim();
  text = text.replace(/--[^-]*--/g, ";");
  text = expandAbbreviations(text);
  const senses = dedupe(
    splitTopLevel(text, /^[;,]\s*/)
      .map(cleanJlptSense)
      .filter((s) => s.length > 0 && !JAPANESE_SCRIPT.test(s)),
  );
  return joinSenses(senses, 4);
}

const KANJI = /[\u3400-\u4DBF\u4E00-\u9FFF々]/;

/** Normalised [expression, reading]; rows with the two swapped (kana expression, kanji reading) are fixed. */
/** The interjection marker some N3 rows carry: "しまった (かん)" → "しまった". */
const INTERJECTION_MARK = /\s*\(かん\)\s*$/;

function expressionAndReading(row: JlptRow): [string, string] {
  let expression = normalizeJapanese(row.expression).replace(INTERJECTION_MARK, "");
  let readingText = row.reading.replace(INTERJECTION_MARK, "");
  if (!KANJI.test(expression) && KANJI.test(readingText)) {
    [expression, readingText] = [normalizeJapanese(readingText), expression];
  }
  return [expression, cleanJlptReading(readingText, expression)];
}

function japaneseSubDecks(level: string, rows: readonly JlptRow[]): StarterSubDeck[] {
  const label = level.toUpperCase();
  const expressionCount = new Map<string, number>();
  for (const row of rows) {
    const [expression] = expressionAndReading(row);
    expressionCount.set(expression, (expressionCount.get(expression) ?? 0) + 1);
  }
  const words = uniqueKeys(
    rows.map((row) => {
      const [original, reading] = expressionAndReading(row);
      const key = (expressionCount.get(original) ?? 0) > 1 ? `${original}|${reading}` : original;
      const translation =
        JLPT_LEVEL_TRANSLATION_OVERRIDES[level]?.[key] ??
        JLPT_TRANSLATION_OVERRIDES[key] ??
        cleanJlptMeaning(row.meaning);
      if (translation.length === 0) throw new Error(`JLPT ${level} ${key}: empty translation`);
      const word: StarterWord = {
        key,
        original,
        translation: TIDY_PARENTHESES_LEVELS.has(level) ? tidyParentheses(translation) : translation,
      };
      if (reading !== original && reading.length > 0) word.reading = reading;
      return word;
    }),
  );
  const parts = splitIntoParts(words);
  let first = 1;
  return parts.map((part, index) => {
    const last = first + part.length - 1;
    const sample = part
      .slice(0, 4)
      .map((w) => w.original)
      .join(", ");
    const subDeck: StarterSubDeck = {
      id: `japanese-${level}-${index + 1}`,
      name: `JLPT ${label} · Part ${index + 1}`,
      description: `JLPT ${label} vocabulary, words ${first}–${last}: ${sample} and more.`,
      isWritingDeck: false,
      words: part,
    };
    first = last + 1;
    return subDeck;
  });
}

function buildJapanese(): StarterLanguageFile {
  const subDecks = ["n5", "n4", "n3"].flatMap((level) => japaneseSubDecks(level, loadJlpt(level)));
  return {
    id: "japanese",
    flagCode: "jp",
    description:
      "Japanese is written with kanji and two kana scripts. Start with the core vocabulary of JLPT N5 and N4, go on to N3, and learn each word's kana reading.",
    speechLang: "ja-JP",
    specialCharacters: ["ー", "、", "。", "〜"],
    credits:
      "Japanese word lists from open-anki-jlpt-decks by Jamie Sinclair (MIT), based on the JLPT lists of tanos.co.uk.",
    subDecks,
  };
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  if (!existsSync(join(SHARED_DIR, "hsk")) || !existsSync(join(SHARED_DIR, "jlpt"))) {
    throw new Error(`Source data not found in ${SHARED_DIR} (expected hsk/ and jlpt/); set SHARED_DATA_DIR.`);
  }
  const files = [buildChinese(), buildJapanese()];
  for (const file of files) writeLanguageFile(join(OUT_DIR, `${file.id}.json`), file);
  mkdirSync(LICENSES_DIR, { recursive: true });
  for (const [source, target] of LICENSE_COPIES) {
    writeFileSync(join(LICENSES_DIR, target), readFileSync(join(SHARED_DIR, source)));
  }
  for (const file of files) {
    for (const deck of file.subDecks) console.log(`${deck.id}\t${deck.words.length}\t${deck.name}`);
  }
  for (const message of warnings) console.warn(`warning: ${message}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
