/** Chinese (new HSK): the list's entries and forms, and CC-CEDICT senses cleaned for a flashcard. */
import {
  CJK,
  collapseSpaces,
  dedupe,
  expandAbbreviations,
  KEEP_ARTICLE,
  removeParentheticals,
  splitTopLevel,
} from "./source-text";

export interface HskForm {
  t: string;
  i: { y: string; n: string };
  m: string[];
  c: string[];
}

export interface HskEntry {
  s: string;
  r: string;
  q: number;
  p: string[];
  f: HskForm[];
}

/** Senses that only point elsewhere or are not what a learner means by the word. */
export const CEDICT_NOISE: RegExp[] = [
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
export const DEMOTED_LABELS = new Set([
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
export const DROPPED_LABELS = new Set([
  "coll.",
  "bound form",
  "PRC",
  "formal",
  "informal",
  "lit. and fig.",
  "fig.",
  "lit.",
]);

export interface CleanSense {
  text: string;
  /** Index of the dictionary meaning (one element of `m`) the sense comes from. */
  group: number;
  demoted: boolean;
  noise: boolean;
  /** "variant of X" where X is the headword: the form is a variant character of the headword. */
  variantOfHeadword: boolean;
}

export function labelKind(label: string): "demoted" | "dropped" | undefined {
  const l = label.replace(/\s+etc\.?$/, "").trim();
  if (DEMOTED_LABELS.has(l) || /\b(?:dialect|slang)\b/i.test(l)) return "demoted";
  if (DROPPED_LABELS.has(l)) return "dropped";
  return undefined;
}

export function cleanCedictSense(raw: string, group: number, headword: string): CleanSense {
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

export function cedictSenses(form: HskForm, headword: string): CleanSense[] {
  const out: CleanSense[] = [];
  form.m.forEach((meaning, group) => {
    for (const part of splitTopLevel(meaning, /^;\s*/)) out.push(cleanCedictSense(part, group, headword));
  });
  return out;
}

/** Longest sense (in characters) worth showing after the first one. */
export const MAX_EXTRA_SENSE_LENGTH = 40;

/**
 * The senses to show, in order: the synonyms of the first usable dictionary meaning (up to 3),
 * topped up from the following meanings to 2 senses if the first meaning has only one.
 */
export function goodSenses(form: HskForm, headword: string, partsOfSpeech: readonly string[] = []): string[] {
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
