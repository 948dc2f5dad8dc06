/**
 * Builds the starter deck files under data/decks/ from the source word lists in the shared
 * data folder (default ../shared/data relative to the repository root, override with
 * SHARED_DATA_DIR).
 *
 *   node --import tsx scripts/build-starter-data.ts
 *
 * The output is deterministic: the same input gives byte-identical files. See data/README.md
 * for the format and the stability rules for sub-deck ids and word keys. The Chinese decks are built in
 * starter/hsk-decks.ts, the Japanese ones in starter/jlpt-decks.ts, with the hand-written fixes of
 * data/starter/*-fixes.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildChinese } from "./starter/hsk-decks";
import { buildJapanese } from "./starter/jlpt-decks";
import { writeLanguageFile } from "./starter/language-file-json";
import { REPO_ROOT, SHARED_DIR, warnings } from "./starter/source-text";

const OUT_DIR = join(REPO_ROOT, "data", "decks");
const LICENSES_DIR = join(REPO_ROOT, "data", "licenses");

/** Source licence texts copied beside the data (source path relative to SHARED_DIR → file name). */
const LICENSE_COPIES: [string, string][] = [
  ["hsk/LICENSE-complete-hsk-vocabulary", "complete-hsk-vocabulary-MIT.txt"],
  ["jlpt/LICENSE", "open-anki-jlpt-decks-MIT.txt"],
];

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
