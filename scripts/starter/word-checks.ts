/**
 * The checks every hand-written core word goes through, whatever its language. Each builder adds
 * its own on top (parentheses and separators, readings, verbs).
 */
import type { ListedWord } from "./word-list";

const MAX_TRANSLATION_LENGTH = 60;
const MAX_ALTERNATIVES = 3;

/** Reports problems with `word` in `errors`, each prefixed with `where` and the original. */
export function checkListedWord(word: ListedWord, where: string, errors: string[]): void {
  const { original, translation } = word;
  const at = `${where}: ${original}`;
  for (const text of [original, translation, word.reading ?? ""]) {
    if (text !== text.normalize("NFC")) errors.push(`${at}: not NFC`);
    if (/\s{2,}|[\u00a0\t]/.test(text)) errors.push(`${at}: odd whitespace`);
  }
  if (!original) errors.push(`${where}: empty original`);
  if (!translation) errors.push(`${at}: empty translation`);
  if (translation.length > MAX_TRANSLATION_LENGTH)
    errors.push(`${at}: translation longer than ${MAX_TRANSLATION_LENGTH}`);
  if (/[.,;:!?]$/.test(translation)) errors.push(`${at}: trailing punctuation in translation`);
  if (!translation.replace(/\([^()]*\)/g, "").trim()) errors.push(`${at}: translation only in parentheses`);
  const alternatives = translation.replace(/\([^()]*\)/g, "").split(";");
  if (alternatives.length > MAX_ALTERNATIVES) errors.push(`${at}: more than ${MAX_ALTERNATIVES} alternatives`);
  if (alternatives.some((alternative) => !alternative.trim())) errors.push(`${at}: empty alternative`);
}
