/**
 * The command-line part both core builders share: builds the languages (all, or only those named
 * as arguments), and writes data/decks/<language>.json only if no language has an error.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StarterLanguageFile } from "../../apps/server/src/db/seed/starter-format";
import type { CoreLanguageSource } from "./core-deck-types";
import { writeLanguageFile } from "./language-file-json";

const DECKS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../data/decks");

/** Builds one language, reporting problems in `errors` (fatal) and `warnings` (shown with SHOW_WARNINGS=1). */
export type BuildLanguage<S> = (source: S, errors: string[], warnings: string[]) => StarterLanguageFile;

export function runCoreBuild<S extends CoreLanguageSource>(languages: readonly S[], build: BuildLanguage<S>): void {
  const errors: string[] = [];
  const warnings: string[] = [];
  const only = process.argv.slice(2);
  const selected = only.length > 0 ? languages.filter((language) => only.includes(language.id)) : languages;
  const files = selected.map((source) => build(source, errors, warnings));
  if (process.env.SHOW_WARNINGS) for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (errors.length > 0) {
    for (const error of errors) console.error(error);
    process.exit(1);
  }
  for (const file of files) {
    writeLanguageFile(join(DECKS_DIR, `${file.id}.json`), file);
    const count = file.subDecks.reduce((sum, deck) => sum + deck.words.length, 0);
    console.log(`${file.id}.json: ${count} words in ${file.subDecks.length} sub-decks`);
  }
}
