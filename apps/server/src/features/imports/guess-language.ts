import { isLanguageCode, type LanguageCode } from "@app/domain/create/languages";
import { detect } from "tinyld";

/** Scripts that name their language on their own, checked before any statistics. */
const KANA = /[\u3040-\u30ff]/u;
const SCRIPTS: [RegExp, LanguageCode][] = [
  [/[\uac00-\ud7af\u1100-\u11ff]/u, "ko"],
  [/[\u4e00-\u9fff\u3400-\u4dbf]/u, "zh"],
  [/[\u0e00-\u0e7f]/u, "th"],
  [/[\u0590-\u05ff]/u, "he"],
  [/[\u0370-\u03ff]/u, "el"],
];

/**
 * The language a column of texts is most likely written in (ISO 639-1), or null when it cannot be told:
 * a script that belongs to one language decides first (kana: Japanese, hangul: Korean, han alone:
 * Chinese…), otherwise the texts together go to a language identifier.
 */
export function guessLanguage(texts: string[]): LanguageCode | null {
  const sample = texts
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .slice(0, 200);
  if (sample.length === 0) return null;
  const joined = sample.join(" \n ").slice(0, 20_000);
  const share = (script: RegExp) => sample.filter((t) => script.test(t)).length / sample.length;
  // Japanese words are often kanji alone: some kana among them is enough to tell them from Chinese.
  if (share(KANA) >= 0.1) return "ja";
  for (const [script, code] of SCRIPTS) if (share(script) >= 0.5) return code;
  const code = detect(joined);
  if (!code || !isLanguageCode(code)) return null;
  // The identifier always answers, even for a language it does not know (romanised Japanese reads as
  // Esperanto, Indonesian or German). A real language's texts mostly agree with it one by one (about a third
  // to a half of single words here); a made-up guess gets a few strays. Below that, the learner chooses.
  const agreeing = sample.filter((t) => detect(t) === code).length / sample.length;
  return agreeing >= MIN_AGREEMENT ? code : null;
}

/** The share of single texts that must agree with the identifier's answer for the whole column. */
const MIN_AGREEMENT = 0.25;
