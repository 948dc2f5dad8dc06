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

/** Numbered pinyin of the form the HSK list means, where the automatic choice is wrong. */
const HSK_FORM_OVERRIDES: Record<string, string> = {
  // HSK 1
  吧: "ba5",
  教: "jiao1",
  吗: "ma5",
  没: "mei2",
  起来: "qi3 lai5",
  多少: "duo1 shao5",
  干: "gan4",
  着: "zhe5",
  重: "zhong4",
  雨: "yu3",
  // HSK 2
  啊: "a5",
  得: "de5",
  长: "chang2",
  为: "wei4",
  卡: "ka3",
  数: "shu4",
  // HSK 3
  本事: "ben3 shi5",
  空: "kong1",
  胖: "pang4",
  生意: "sheng1 yi5",
  所长: "suo3 zhang3",
  转: "zhuan3",
  // HSK 4
  薄: "bao2",
  处: "chu4",
  划: "hua2",
  妻子: "qi1 zi5",
  切: "qie1",
  人家: "ren2 jia5",
  挑: "tiao1",
  // HSK 5
  价: "jia4",
  咳: "ke2",
  涨: "zhang3",
  转向: "zhuan3 xiang4",
  // HSK 6
  佛: "Fo2",
  炮: "pao4",
  铺: "pu1",
  趟: "tang4",
};

/** Hand-written translations for words whose dictionary senses read badly on a flashcard. */
const HSK_TRANSLATION_OVERRIDES: Record<string, string> = {
  // HSK 1: the most common function words and characters
  的: "of; 's (possessive particle)",
  了: "particle of completed action or change",
  是: "to be; yes; correct",
  在: "at; in; to be (somewhere); (doing) now",
  不: "not; no",
  他: "he; him",
  这: "this; these",
  就: "then; just; right away",
  个: "general measure word; individual",
  和: "and; with",
  一: "one; a",
  也: "also; too",
  很: "very; quite",
  来: "to come",
  还: "still; also; yet",
  那: "that; those; then",
  吧: "suggestion particle (let's …, … right?)",
  吗: "question particle (yes/no questions)",
  呢: "question particle (what about …?); ongoing-action particle",
  着: "particle of ongoing action or state (-ing)",
  点: "o'clock; a little; point; dot",
  没: "not (have); there is not",
  里: "inside; in",
  等: "to wait; to wait for; and so on",
  太: "too (much); extremely",
  次: "time (occurrence); next in order",
  后: "after; behind; later",
  跟: "with; and; to follow",
  快: "fast; quick; soon",
  比: "than (in comparisons); to compare",
  话: "words; speech; talk",
  手: "hand",
  开: "to open; to drive (a car); to turn on",
  叫: "to call; to be called; to shout",
  别: "don't; other; to leave",
  本: "measure word for books; origin; this (one)",
  回: "to return; to go back; time (occurrence)",
  岁: "years old; year (of age)",
  行: "OK; all right; to walk; to go",
  号: "day of the month; number; size",
  正: "just (now); straight; upright",
  先: "first; in advance; early",
  您: "you (polite)",
  分: "minute; point (score); to divide",
  干: "to do; to work",
  块: "piece; lump; yuan (money)",
  间: "room; between; measure word for rooms",
  哪: "which; where",
  动: "to move; to act",
  杯: "cup; glass; measure word for cups",
  楼: "building; floor (storey)",
  包: "bag; package; to wrap",
  字: "character (written); word",
  热: "hot; to heat up",
  第: "ordinal prefix (-th: first, second …)",
  差: "poor; not good enough; to lack",
  关: "to close; to shut; to turn off",
  风: "wind",
  毛: "hair; feather; mao (0.1 yuan)",
  左: "left",
  考: "to take an exam; to test",
  星期: "week",
  奶奶: "grandma (father's mother)",
  汉字: "Chinese character",
  北京: "Beijing",
  一块儿: "together; at the same place",
  没事儿: "it doesn't matter; never mind; to be free",
  一下儿: "one time; a little; briefly",
  奶: "milk; breast",
  车上: "in the car; on the bus or train",
  元: "yuan (currency unit); first",
  过: "to pass; to cross; (particle of past experience)",
  对: "right; correct; towards; to",
  给: "to give; for; to",
  去: "to go; to go to (a place)",
  老: "old; aged; very",
  打: "to hit; to play (ball games); to make (a phone call)",
  打开: "to open; to turn on",
  一边: "one side; at the same time",
  们: "plural suffix for people (we, you, they)",
  电: "electricity; electric",
  // HSK 2
  啊: "ah; oh (particle of surprise or emphasis)",
  得: "particle after a verb introducing how or how well (e.g. runs fast)",
  才: "only then; just; only",
  带: "to bring; to take along; belt",
  位: "polite measure word for people; position",
  大家: "everyone; all of us",
  不过: "but; however; only",
  长: "long; length",
  场: "measure word for events (games, shows); place",
  周: "week; circle; all around",
  不错: "not bad; pretty good; correct",
  刚: "just; only just; exactly",
  其中: "among (them); of which",
  来自: "to come from",
  卡: "card; to get stuck; to block",
  套: "set; suite; cover",
  店: "shop; store; inn",
  挺: "quite; very; straight",
  克: "gram; to overcome",
  装: "to pack; to install; to pretend",
  座: "measure word for mountains and buildings; seat",
  倒: "to pour; upside down; contrary to expectations",
  一般: "ordinary; common; general",
  提: "to carry; to lift; to mention",
  度: "degree (temperature, angle); extent",
  作用: "effect; function; role",
  加油: "come on! (cheer); to refuel",
  省: "province; to save (money, time)",
  称: "to call; to weigh",
  猫: "cat",
  表: "watch (timepiece); form; table",
  节: "festival; section; measure word for lessons",
  层: "floor (storey); layer",
  心里: "in one's heart; in one's mind",
  推: "to push; to put off",
  接着: "next; then; to continue",
  封: "measure word for letters; to seal",
  鸟: "bird",
  背: "back (of the body); to learn by heart",
  酒店: "hotel; wine shop",
  交通: "traffic; transportation",
  出口: "exit; export",
  黄: "yellow",
  颜色: "color",
  心中: "in one's heart; in one's mind",
  意思: "meaning; idea; interest",
  信: "letter; to believe; trust",
  队: "team; line (queue)",
  条: "measure word for long thin things; strip; item",
  件: "measure word for items (clothes, matters); item",
  当: "to act as; to be; when",
  头: "head; top; end",
  组: "group; to form",
  卖: "to sell",
  遍: "time (once through); everywhere",
  答应: "to agree; to promise; to answer",
  名: "name; measure word for people",
  口: "mouth; measure word for family members",
  片: "slice; piece; measure word for flat things",
  道: "road; way; measure word for questions and dishes",
  份: "portion; share; measure word for copies and jobs",
  段: "section; paragraph; measure word for periods and stories",
  笔: "pen; measure word for sums of money",
  级: "level; grade",
  单位: "unit; work unit (employer)",
  好事: "good deed; good thing",
  接下来: "next; and then",
  老朋友: "old friend",
  打印: "to print",
  开学: "school starts; start of term",
  白色: "white",
  黄色: "yellow",
  相机: "camera",
  天上: "in the sky; heaven",
  中餐: "Chinese food; lunch",
  流行: "popular; fashionable; to spread",
  旅游: "to travel; tourism; trip",
  快点儿: "hurry up!; a bit faster",
  响: "loud; to ring; sound",
  站住: "stop!; to stand still",
  全身: "the whole body",
  好人: "good person",
  题: "question (on a test); topic; problem",
  影片: "film; movie",
  爱人: "spouse; husband or wife",
  大小: "size",
  家长: "parent; head of a household",
  闻: "to smell; to hear",
  样: "kind; type; appearance",
  旁: "side; beside",
  同: "same; together with",
  非: "not; non-; wrong",
  这时候: "at this moment; at this time",
  不一会儿: "in a moment; soon",
  见过: "to have seen; to have met",
  笑话儿: "joke",
  有空儿: "to be free; to have free time",
  送到: "to deliver (to); to send to",
  不太: "not very; not too",
  // HSK 3
  被: "by (passive marker); quilt",
  所: "place; measure word for houses and schools",
  死: "to die; dead",
  种: "kind; type; sort",
  张: "measure word for flat things (paper, tables); to open",
  部: "part; department; measure word for films and books",
  当然: "of course; naturally",
  金: "gold; money",
  马: "horse",
  朝: "towards; facing; dynasty",
  木头: "wood; log",
  可乐: "cola",
  绿茶: "green tea",
  干吗: "why?; what for?; what are you doing?",
  老头儿: "old man",
  歌声: "singing; singing voice",
  地区: "area; region; district",
  表演: "to perform; performance; show",
  久: "long (time); for a long time",
  照: "to shine; to take (a photo); according to",
  祝: "to wish (someone well); to express good wishes",
  整: "whole; complete; exactly",
  派: "to send; group; faction",
  连: "even; to link; to join",
  电台: "radio station",
  演: "to act; to perform; to play",
  修: "to repair; to build",
  团: "group; team; ball",
  领: "to lead; to receive; collar",
  困: "sleepy; to trap; difficulty",
  游: "to swim; to travel",
  全球: "the whole world; global",
  调: "to transfer; to investigate; tone",
  录: "to record; record",
  恐怕: "I'm afraid (that); probably",
  放到: "to put (into); to place",
  能不能: "can or not; could you …?",
  较: "relatively; fairly; to compare",
  订: "to book; to order; to subscribe",
  期: "period; issue (of a magazine); term",
  顿: "measure word for meals; pause",
  架: "frame; shelf; measure word for planes and machines",
  台: "platform; stage; measure word for machines",
  支: "measure word for pens and songs; to support",
  属: "to belong to; to be born in the year of",
  血: "blood",
  // HSK 4
  呀: "ah; oh (particle of surprise)",
  作为: "as (in the role of); to regard as",
  单: "single; bill; list",
  首: "first; head; measure word for songs and poems",
  冲: "to rush; to dash; to rinse",
  牌: "card; brand; sign",
  帅: "handsome; smart",
  抽: "to take out; to smoke; to draw",
  顶: "top; measure word for hats",
  究竟: "after all; actually; exactly",
  闹: "noisy; to make a noise",
  盖: "lid; to cover; to build",
  不然: "otherwise; or else",
  冰箱: "refrigerator; fridge",
  眼里: "in one's eyes",
  阵: "burst; spell (a short period)",
  大哥: "eldest brother; big brother",
  经典: "classic; classics",
  自: "from; self",
  些: "some; a few",
  共: "altogether; in total; common",
  怪: "strange; to blame",
  方: "square; direction; side",
  季: "season",
  盘: "plate; dish; measure word for games",
  批: "batch; group; to criticize",
  根: "root; measure word for long thin objects",
  轮: "wheel; round (of a match); turn",
  项: "item; measure word for tasks and projects",
  卷: "volume; roll; measure word for books",
  咸: "salty",
  尾巴: "tail",
  大妈: "aunt; auntie (older woman)",
  轮子: "wheel",
  二手: "second-hand; used",
  名片: "business card",
  填空: "to fill in the blank",
  高潮: "climax; high tide",
  阿姨: "aunt; auntie",
  嘴巴: "mouth",
  骨头: "bone",
  巴士: "bus",
  包裹: "parcel; package; to wrap up",
  季节: "season",
  体检: "physical examination; checkup",
  电动车: "electric vehicle; e-bike",
  没法儿: "can't; there's no way to",
  名牌儿: "famous brand",
  有劲儿: "strong; energetic",
  // HSK 5 and 6
  可: "can; may; but",
  其: "his; her; its; their",
  至: "to; until; most",
  秒: "second (of time)",
  棒: "great; excellent; stick",
  抢: "to grab; to rob; to rush",
  恢复: "to recover; to restore; to resume",
  版: "edition; version; page (of a newspaper)",
  鬼: "ghost; devil",
  戏: "drama; play; show",
  厉害: "terrible; fierce; awesome",
  滚: "to roll; get lost!; to boil",
  签: "to sign; label; tag",
  碎: "to break into pieces; broken; fragmentary",
  烂: "rotten; mushy; worn out",
  醉: "drunk; intoxicated",
  博士: "doctor (PhD); doctorate",
  贷款: "loan; to grant a loan; to take out a loan",
  使得: "to make; to cause",
  甲: "first (in a series); shell; armor",
  剪: "to cut (with scissors); scissors",
  环节: "link; stage; part (of a process)",
  届: "measure word for sessions, terms and graduating classes",
  除非: "unless; only if",
  运行: "to run (of machines or trains); to operate; to orbit",
  局面: "situation; aspect; phase",
  夹: "to clip; to squeeze between; folder",
  匹: "measure word for horses; bolt (of cloth)",
  友谊: "friendship",
  丑: "ugly; shameful; clown",
  戒: "to give up (a habit); to guard against; ring",
  不止: "more than; not limited to; incessantly",
  代理: "to act on behalf of; acting (deputy); agent",
  群众: "the masses; the public",
  乡村: "village; countryside",
  打扮: "to dress up; to make up; appearance",
  天才: "genius; talent",
  挣: "to earn (money); to struggle to get free",
  大胆: "bold; daring",
  福利: "welfare; benefits",
  宾馆: "hotel; guesthouse",
  深处: "depths; deep part",
  摘: "to pick (fruit or flowers); to take off (glasses or a hat)",
  糟: "bad; messy; rotten",
  沟通: "to communicate; to link up",
  肯定: "certainly; definitely; to affirm",
  记忆: "memory; to remember",
  主管: "person in charge; to be in charge",
  神: "god; spirit; magical",
  偏: "slanting; inclined; insistently (against advice)",
  面子: "face (prestige); reputation",
  机制: "mechanism",
  前景: "prospects; outlook; foreground",
  总体: "overall; total",
  亏: "to lose (money); deficit; thanks to",
  先后: "one after another; successively; order (of priority)",
  比方: "for example; analogy",
  团长: "head of a delegation (group); regimental commander",
  修养: "self-cultivation; accomplishment; (good) manners",
  入门: "to get started (learning something); introduction (to a subject); entrance",
  落实: "to implement; to carry out; to fix (a date)",
  时事: "current affairs; current events",
  不敢当: "you flatter me; I don't deserve it",
  赠: "to give as a gift; to present",
  台风: "typhoon",
  啦: "exclamatory particle (le + a)",
  便: "then; convenient; informal",
  利: "benefit; profit; sharp",
  若: "if; to seem; like",
  镇: "town; to calm; to suppress",
  集: "to gather; collection; episode",
  哇: "wow!; sound of a child crying",
  城里: "in the city; in town",
  带有: "to have (as a feature); to carry",
  清明节: "Qingming Festival; Tomb-Sweeping Day",
  成语: "idiom (usually four characters); set phrase",
  起到: "to have (an effect); to play (a role)",
  只见: "to see (suddenly); only to see",
  小偷儿: "thief",
  胡同儿: "alley; lane",
  民工: "migrant worker",
  有没有: "is there …?; do (you) have …?; have (you) …?",
  笑脸: "smiling face; smiley",
  剧: "drama; play; severe",
  酷: "cool; cruel; extremely",
  股: "share (stock); measure word for smells and streams; thigh",
  券: "ticket; voucher; certificate",
  一番: "a round of; a bout of; a kind of",
  指着: "to point at; pointing at",
  很难说: "hard to say",
  理: "reason; logic; to pay attention to",
  剑: "sword",
  解: "to untie; to solve; to understand",
  泡: "to soak; to steep (tea); bubble",
  爽: "refreshing; feeling great; frank",
  聊: "to chat",
  母: "mother; female (animal)",
  负: "to bear; negative (minus); to lose (a game)",
  托: "to hold up (on the palm); to entrust; to ask (someone to do something)",
  绝: "absolutely; to cut off; extinct",
  露: "to reveal; to show; dew",
  形: "shape; form; to appear",
  野: "wild; field; open country",
  界: "circles (e.g. business circles); world; boundary",
  心灵: "soul; heart; mind",
  扎: "to prick; to stick into; to set up (camp)",
  播: "to broadcast; to sow",
  井: "well (for water)",
  肝: "liver",
  捐: "to donate; to contribute",
  常规: "routine; convention; regular",
  园: "garden; park",
  串: "string; bunch; measure word for strung things",
  看好: "to be optimistic about; to keep an eye on",
  棉: "cotton",
  同胞: "compatriot; fellow countryman; sibling",
  素质: "quality (of a person); qualities",
  走私: "to smuggle",
  烟花: "fireworks",
  拐: "to turn (a corner); to kidnap; cane",
  便是: "is precisely; exactly",
  联手: "to join forces; to act together",
  诸位: "everyone; ladies and gentlemen",
  挨着: "next to; near",
  好容易: "with great difficulty",
  此致: "with regards (at the end of a letter)",
  小于: "less than",
  讲课: "to teach; to lecture",
  民警: "police officer; police",
  退票: "to return a ticket; to get a refund",
  跳水: "to dive (into water); diving (sport)",
  收藏: "to collect; to keep; collection",
  酱: "sauce; paste; jam",
  给予: "to give; to grant",
  车号: "vehicle number; license plate number",
  梅花: "plum blossom; clubs (card suit)",
  启事: "announcement; notice",
  琴: "qin (Chinese zither); musical instrument",
  罢了: "that's all; only; nothing more",
  番: "measure word for occurrences; time; kind",
  通用: "in common use; universal; interchangeable",
  收养: "to adopt (a child); to take in and care for",
  背心: "vest; sleeveless top",
  新兴: "emerging; rising; new",
  咳: "to cough; cough",
  趟: "measure word for trips; a trip; a time",
};

/** Readings that the source gives in another notation (joined syllables, "r5" etc.). */
const HSK_READING_OVERRIDES: Record<string, string> = {
  这时候: "zhè shí hou",
  不一会儿: "bù yī huì r",
  见过: "jiàn guo",
  笑话儿: "xiào hua r",
  有空儿: "yǒu kòng r",
  能不能: "néng bu néng",
  眼里: "yǎn li",
  电动车: "diàn dòng chē",
  没法儿: "méi fǎ r",
  名牌儿: "míng pái r",
  有劲儿: "yǒu jìn r",
  星期天: "xīng qī tiān",
  星期日: "xīng qī rì",
  城里: "chéng lǐ",
  小偷儿: "xiǎo tōu r",
  胡同儿: "hú tòng r",
  很难说: "hěn nán shuō",
  指着: "zhǐ zhe",
  看得见: "kàn de jiàn",
};

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

/**
 * Characters of the writing deck that have no single-character HSK entry: reading and a short
 * meaning written by hand (checked against CC-CEDICT).
 */
const CHARACTER_FALLBACKS: Record<string, ChineseWordInfo> = {
  什: { reading: "shén", translation: "what (as in shénme)" },
  么: { reading: "me", translation: "suffix in question words (what, how)" },
  现: { reading: "xiàn", translation: "present; now; to appear" },
  知: { reading: "zhī", translation: "to know" },
  候: { reading: "hòu", translation: "time; season; to wait" },
  工: { reading: "gōng", translation: "work; worker" },
  怎: { reading: "zěn", translation: "how; why" },
  喜: { reading: "xǐ", translation: "to like; happy; joy" },
  欢: { reading: "huān", translation: "joyful; happy" },
  今: { reading: "jīn", translation: "now; today; present" },
  孩: { reading: "hái", translation: "child" },
  诉: { reading: "sù", translation: "to tell; to complain" },
  朋: { reading: "péng", translation: "friend" },
  友: { reading: "yǒu", translation: "friend; friendly" },
  备: { reading: "bèi", translation: "to prepare; to have" },
  校: { reading: "xiào", translation: "school" },
  身: { reading: "shēn", translation: "body" },
  明: { reading: "míng", translation: "bright; clear; next (day or year)" },
  谢: { reading: "xiè", translation: "to thank" },
  影: { reading: "yǐng", translation: "shadow; image; film" },
  昨: { reading: "zuó", translation: "yesterday" },
  医: { reading: "yī", translation: "medicine; doctor; to cure" },
  儿: { reading: "ér", translation: "son; child; (suffix -r)" },
  体: { reading: "tǐ", translation: "body; form; style" },
  视: { reading: "shì", translation: "to look at; to watch" },
  介: { reading: "jiè", translation: "to be between; to introduce" },
  绍: { reading: "shào", translation: "to continue; to introduce (as in jièshào)" },
  午: { reading: "wǔ", translation: "noon" },
  习: { reading: "xí", translation: "to practise; habit" },
  师: { reading: "shī", translation: "teacher; master" },
  机: { reading: "jī", translation: "machine; opportunity" },
  汽: { reading: "qì", translation: "steam; vapour" },
  兴: { reading: "xìng", translation: "interest; excitement" },
  脑: { reading: "nǎo", translation: "brain" },
  房: { reading: "fáng", translation: "house; room" },
  休: { reading: "xiū", translation: "to rest; to stop" },
  息: { reading: "xī", translation: "breath; to rest; news" },
  衣: { reading: "yī", translation: "clothes" },
  星: { reading: "xīng", translation: "star" },
  爷: { reading: "yé", translation: "grandpa; old gentleman" },
  果: { reading: "guǒ", translation: "fruit; result" },
  商: { reading: "shāng", translation: "business; trade" },
  桌: { reading: "zhuō", translation: "table; desk" },
  馆: { reading: "guǎn", translation: "building (library, restaurant, embassy)" },
  玩: { reading: "wán", translation: "to play; to have fun" },
  京: { reading: "jīng", translation: "capital city" },
  语: { reading: "yǔ", translation: "language; words" },
  汉: { reading: "hàn", translation: "Chinese; Han (people)" },
  客: { reading: "kè", translation: "guest; customer" },
};

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

/** Hand-written translations for JLPT words whose source meaning reads badly. Key: word key. */
const JLPT_TRANSLATION_OVERRIDES: Record<string, string> = {
  // Honorific and humble verbs (the source explains them with Japanese words)
  いらっしゃる: "to come; to go; to be (honorific)",
  なさる: "to do (honorific)",
  致す: "to do (humble)",
  召し上がる: "to eat; to drink (honorific)",
  参る: "to go; to come (humble)",
  おっしゃる: "to say (honorific)",
  頂く: "to receive; to eat; to drink (humble)",
  おる: "to be (humble)",
  申す: "to say; to be called (humble)",
  ごらんになる: "to see; to look (honorific)",
  差し上げる: "to give (humble)",
  伺う: "to visit; to ask; to hear (humble)",
  おいでになる: "to be; to come; to go (honorific)",
  拝見: "seeing; looking at (humble)",
  申し上げる: "to say; to tell (humble)",
  うかがう: "to ask; to visit (humble)",
  見える: "to be visible; to come (honorific)",
  お宅: "your house; home (polite)",
  方: "person (polite); way of doing",
  // Other fixes
  居る: "to be; to exist (people and animals)",
  中学校: "junior high school",
  失礼: "rudeness; excuse me",
  あ: "ah; oh",
  遅れる: "to be late",
  "〜がる": "to show signs of (feeling); to feel",
  口: "mouth; opening",
  半: "half; half past (the hour)",
  鳥: "bird; chicken",
  ストーブ: "heater; stove",
  バス: "bus",
  する: "to do; to make",
  先: "ahead; the future; previous; tip",
  好き: "liked; to like; favorite",
  大丈夫: "all right; OK; safe; no need to worry",
  どうも: "thanks; very; somehow",
  もしもし: "hello (on the phone)",
  "そう; そうです": "so; that's right; I see",
  下さい: "please (give me); please do … for me",
  そば: "near; beside; soba (buckwheat noodles)",
  通り: "street; avenue; road",
  "十|とお": "ten (things)",
  準備: "preparation; to prepare",
  挨拶: "greeting; to greet",
};

/**
 * Hand-written translations for one level only (checked before JLPT_TRANSLATION_OVERRIDES), for
 * keys whose meaning differs between levels (N3 方 is ほう "direction", not N5 かた "person").
 */
const JLPT_LEVEL_TRANSLATION_OVERRIDES: Record<string, Record<string, string>> = {
  n3: {
    // Empty, misleading or garbled source meanings
    ことによると: "perhaps; possibly; depending on circumstances",
    ちょうだい: "please give me; please do … for me (casual)",
    はあ: "yes (respectful); huh?; sigh",
    しまった: "damn it!; oh no!",
    方: "direction; side; way",
    "上|じょう": "top; first (volume); superior",
    "上|かみ": "upper part; upper reaches (of a river); top",
    "下|しも": "lower part; lower reaches (of a river); bottom",
    "下|げ": "lower; low (grade); last (volume)",
    "金|かね": "money; metal",
    "金|きん": "gold; money",
    "為る|する": "to do; to make",
    "為る|なる": "to become; to be of use",
    "在る; 有る": "to be; to exist; to have",
    "方々|かたがた": "people (honorific); ladies and gentlemen",
    "末|すえ": "end; close (of a period); future",
    "生|せい": "life; living; birth",
    "抱く|いだく": "to embrace; to hold (a feeling); to harbor",
    "対|たい": "versus; pair; opposite",
    "不|ふ": "un-; non-; not",
    "不|ぶ": "un-; non-; not",
    "分|ぶ": "one tenth (10%); rate; part",
    "分|ぶん": "part; share; portion",
    "節|ふし": "joint; knot; tune",
    "節|せつ": "occasion; section; clause",
    首相: "prime minister",
    出身: "origin; coming from (a place); graduate of",
    少しも: "(not) at all; (not) in the least",
    済ませる: "to finish; to get done; to make do",
    ずれる: "to slip (out of place); to deviate; to be off",
    正: "correct; right; positive (number)",
    正確: "accurate; exact; precise",
    或: "a certain; some",
    いずれ: "sooner or later; eventually; which (of them)",
    否: "no; nay",
    イメージ: "image; impression",
    馬: "horse",
    梅: "Japanese apricot (ume); plum",
    収める: "to put away; to store; to obtain (results)",
    納める: "to pay (taxes or fees); to supply; to store",
    お前: "you (familiar or rude)",
    お目に掛かる: "to meet (humble); to see (humble)",
    思わず: "unintentionally; instinctively; without thinking",
    卸す: "to sell wholesale; to grate (vegetables)",
    カード: "card",
    下す: "to hand down (an order or a verdict); to lower",
    気に入る: "to like; to be pleased with",
    議員: "member of parliament; assembly member",
    議会: "parliament; assembly; the Diet",
    国会: "national parliament; the Diet; congress",
    気温: "(air) temperature",
    間隔: "space; interval; gap",
    活用: "practical use; application; conjugation",
    がっかり: "disappointed; to be disheartened",
    重なる: "to be piled up; to overlap; to happen at the same time",
    罹る: "to catch (a disease); to suffer from",
    片付く: "to be put in order; to be settled",
    住宅: "housing; residence",
    実施: "implementation; enforcement; carrying out",
    信用: "trust; confidence; credit",
    心理: "psychology; state of mind; mentality",
    スキー: "skiing; ski",
    人物: "person; character; personality",
    当たる: "to hit; to strike; to be correct",
    暖める: "to warm; to heat",
    預ける: "to deposit; to leave (something) with someone",
    いただきます: "thank you for the food (said before eating)",
    稲: "rice plant",
    慌てる: "to panic; to be flustered; to hurry",
    活躍: "to play an active part; activity",
    気味: "feeling; sensation; a touch of",
    旧: "old; former; ex-",
    禁煙: "no smoking; to quit smoking",
    食う: "to eat (rough masculine speech)",
    下り: "going down; descent; outbound (train)",
    組む: "to put together; to cross (arms or legs); to team up",
    グラス: "glass (for drinking)",
    グランド: "sports ground; playing field",
    暮れ: "year end; nightfall",
    郡: "county; district",
    計: "total; sum; plan",
    景気: "business conditions; the economy",
    経由: "via; by way of",
    健康: "health; healthy",
    克服: "overcoming; conquest",
    琴: "koto (Japanese harp)",
    塵: "dust; litter",
    今回: "this time; now",
    サービス: "service; (something) free of charge",
    サイン: "signature; autograph; sign",
    支える: "to support; to hold up; to sustain",
    丸: "circle; round; whole",
    ミス: "mistake; error",
    見舞い: "visit to a sick person; expression of sympathy",
    未来: "future",
    夢中: "absorbed in; crazy about; engrossed",
    面: "face; mask; surface",
    面倒: "trouble; bother; care",
    素: "base; origin; ingredient",
    役割: "role; part; duties",
    辞める: "to quit; to resign; to retire",
    より: "than; more; from",
    因る: "to be due to; to depend on; to be based on",
    来: "next (e.g. next year); since",
    ロケット: "rocket",
    湧く: "to gush out; to spring up; to well up (emotion)",
    意: "will; mind; meaning",
    意地: "obstinacy; willpower; disposition",
    選手: "player; athlete",
    そこで: "so; therefore; accordingly",
    そっくり: "exactly alike; spitting image; entirely",
    揃う: "to be complete; to be all present; to match",
    度: "time (occurrence); degree",
    偶: "occasional; rare",
    単純: "simple; simplicity",
    担当: "being in charge; person in charge",
    定期: "regular; fixed-term; commuter pass",
    デート: "date (romantic outing)",
    同一: "identical; the same",
    東洋: "the East; the Orient",
    解く: "to untie; to solve; to answer",
    得意: "being good at; one's forte; pride",
    独立: "independence; self-support",
    飛ばす: "to make fly; to skip; to drive fast",
    共に: "together; with; both",
    トン: "ton",
    馴れる: "to get used to; to become tame",
    何でも: "anything; everything; whatever",
    能: "ability; talent; Noh (drama)",
    場: "place; spot; occasion",
    パイプ: "pipe; tube",
    パス: "pass",
    離れる: "to separate; to leave; to be apart",
    秒: "second (of time)",
    法: "law; method",
    仏: "Buddha",
    交ぜる: "to mix; to blend",
    まさに: "exactly; just; truly",
    禅: "Zen (Buddhism)",
    転校: "changing schools",
    動揺: "agitation; unrest; shaking",
    並: "ordinary; average; medium (size or quality)",
    生やす: "to grow (a beard or weeds); to let grow",
    判: "seal; stamp; paper size",
    ほっと: "relieved; with a sigh of relief",
    枠: "frame; limit",
    見掛ける: "to happen to see; to notice; to catch sight of",
    平均: "average; balance",
    ベルト: "belt",
    表: "table; chart; list",
    さて: "well; now (when changing the subject)",
    就く: "to take (a seat or a post); to settle in; to study under",
    継ぐ: "to succeed (to); to inherit; to take over",
    棟: "ridge (of a roof); building",
    マイク: "microphone; mic",
    すなわち: "that is; namely; in other words",
    鬼: "ogre; demon; it (in a game of tag)",
    捜査: "criminal investigation; search",
    氏: "Mr. (after a surname); family name",
    器官: "organ (of the body)",
  },
};

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
