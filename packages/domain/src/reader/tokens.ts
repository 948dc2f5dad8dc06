import { stemmer as arabic } from "@orama/stemmers/arabic";
import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as italian } from "@orama/stemmers/italian";
import { stemmer as portuguese } from "@orama/stemmers/portuguese";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as turkish } from "@orama/stemmers/turkish";

/**
 * A text's words, as the reader matches them. Word boundaries come from `Intl.Segmenter` (ICU's dictionaries
 * split Chinese and Japanese, which write no spaces); each word gets two keys: its form (lower case, NFC, the
 * apostrophe's elision cut: l'homme → homme) and, for the inflected languages that have one, its Snowball stem
 * (hablamos, hablaba → habl), so an inflected form finds its dictionary word. Languages without a stemmer
 * (Chinese, Japanese, Korean) match forms only.
 */

/** Snowball stemmers (via @orama/stemmers) by primary language subtag. */
const STEMMERS: Record<string, (word: string) => string> = {
  ar: arabic,
  de: german,
  es: spanish,
  fr: french,
  it: italian,
  nl: dutch,
  pt: portuguese,
  ru: russian,
  tr: turkish,
};

export const primaryTag = (lang: string) => lang.toLowerCase().split("-")[0] ?? lang;

export function hasStemmer(lang: string): boolean {
  return primaryTag(lang) in STEMMERS;
}

export interface TextToken {
  /** The word as written. */
  text: string;
  /** Where it starts in the text (UTF-16 index). */
  index: number;
  /** Which sentence it is in (0-based). */
  sentence: number;
}

/** Elided articles and pronouns before an apostrophe (French, Italian): "l'homme" is matched as "homme". */
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|un|dell|all|dall|nell|sull)['’]/u;

/** The form a word is matched by: lower case in its language, NFC, an elided article cut off. */
export function formKey(word: string, lang: string): string {
  const lower = word.normalize("NFC").toLocaleLowerCase(primaryTag(lang));
  return lower.replace(ELISION, "");
}

/** Korean particles written onto the noun before them (학교에서 → 학교), longest first. */
const KOREAN_PARTICLES = [
  "에게서",
  "으로서",
  "한테서",
  "에서",
  "에게",
  "한테",
  "으로",
  "까지",
  "부터",
  "처럼",
  "보다",
  "께서",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "의",
  "에",
  "도",
  "로",
  "와",
  "과",
  "만",
];

/** A Korean noun with its particle cut off, when what is left is a word (two syllables or more). */
function withoutParticle(word: string): string | null {
  for (const particle of KOREAN_PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= 2) return word.slice(0, -particle.length);
  }
  return null;
}

/**
 * The stem a word is matched by when its form is not in the learner's words (null: none): Snowball's stem for
 * the inflected languages, a Korean noun without its particle.
 */
export function stemKey(word: string, lang: string): string | null {
  const tag = primaryTag(lang);
  if (tag === "ko") return withoutParticle(formKey(word, lang));
  const stem = STEMMERS[tag];
  return stem ? stem(formKey(word, lang)) : null;
}

const segmenters = new Map<string, { sentenceSegmenter: Intl.Segmenter; wordSegmenter: Intl.Segmenter }>();

/** ICU's segmenters of a language, made once (making one loads its rules). */
function segmentersFor(lang: string) {
  let made = segmenters.get(lang);
  if (!made) {
    made = {
      sentenceSegmenter: new Intl.Segmenter(lang, { granularity: "sentence" }),
      wordSegmenter: new Intl.Segmenter(lang, { granularity: "word" }),
    };
    segmenters.set(lang, made);
  }
  return made;
}

/** The text's words (numbers and punctuation left out), each with its sentence. */
export function textTokens(text: string, lang: string): { tokens: TextToken[]; sentences: string[] } {
  const { sentenceSegmenter, wordSegmenter } = segmentersFor(lang);
  const tokens: TextToken[] = [];
  const sentences: string[] = [];
  for (const sentence of sentenceSegmenter.segment(text)) {
    const number = sentences.length;
    sentences.push(sentence.segment.trim());
    for (const chunk of chunksOf(sentence.segment)) {
      for (const word of wordSegmenter.segment(chunk.text)) {
        if (!word.isWordLike || /^\p{N}+$/u.test(word.segment)) continue;
        tokens.push({ text: word.segment, index: sentence.index + chunk.index + word.index, sentence: number });
      }
    }
  }
  return { tokens, sentences };
}

/**
 * ICU's word segmentation through `Intl.Segmenter` slows down with the square of the string's length (20,000
 * words in one run: 27 s), so a long sentence (subtitles without full stops) is cut into pieces of at most
 * this many characters, at a space or line break when there is one (a script without spaces may then see a
 * word cut in two at a piece's end, once per 1,000 characters).
 */
const CHUNK_CHARS = 1000;

function chunksOf(sentence: string): { text: string; index: number }[] {
  if (sentence.length <= CHUNK_CHARS) return [{ text: sentence, index: 0 }];
  const chunks: { text: string; index: number }[] = [];
  for (let start = 0; start < sentence.length; ) {
    let end = Math.min(sentence.length, start + CHUNK_CHARS);
    if (end < sentence.length) {
      const space = sentence.lastIndexOf(" ", end);
      const newline = sentence.lastIndexOf("\n", end);
      const cut = Math.max(space, newline);
      if (cut > start) end = cut + 1;
    }
    chunks.push({ text: sentence.slice(start, end), index: start });
    start = end;
  }
  return chunks;
}

const ONE_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/** Articles a deck may write before a noun ("el gato", "der Hund", "la maison"): a term is matched without. */
const ARTICLES: Record<string, readonly string[]> = {
  de: ["der", "die", "das", "ein", "eine"],
  es: ["el", "la", "los", "las", "un", "una"],
  fr: ["le", "la", "les", "un", "une"],
  it: ["il", "lo", "la", "i", "gli", "le", "un", "uno", "una"],
  nl: ["de", "het", "een"],
  pt: ["o", "a", "os", "as", "um", "uma"],
};

/**
 * The keys a deck's term is found by: a one-word term its form (and stem); a term of an article and a noun the
 * noun's; "to be", "to eat" the verb's. Longer phrases are not matched word by word (a phrase's words are
 * each someone else's), so they give none.
 */
export function termKeys(term: string, lang: string): { form: string; stem: string | null } | null {
  const cleaned = term
    .replace(/\(.*?\)|\[.*?\]/gu, " ")
    .split(/[,;/]/u)[0]!
    .trim();
  if (!cleaned) return null;
  // Most terms are one word: no segmentation needed (a deck of thousands is indexed on every analysis).
  const words = ONE_WORD.test(cleaned) ? [cleaned] : textTokens(cleaned, lang).tokens.map((t) => t.text);
  const articles = ARTICLES[primaryTag(lang)] ?? [];
  const head =
    words.length === 2 && (articles.includes(formKey(words[0]!, lang)) || words[0] === "to") ? [words[1]!] : words;
  if (head.length !== 1) return null;
  return { form: formKey(head[0]!, lang), stem: stemKey(head[0]!, lang) };
}
