/**
 * The hand-written fixes scripts/build-starter-data.ts applies to the HSK and JLPT sources, read
 * from data/starter/chinese-fixes.json and data/starter/japanese-fixes.json (what each table does:
 * data/README.md). Tables are grouped by level or reason in the files; the build looks words up in
 * one flat table per kind.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const SOURCES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../data/starter");

/** Word (simplified form or JLPT key) → text. */
const table = z.record(z.string(), z.string());
/** Group name (a level, a reason) → table. */
const groups = z.record(z.string(), table);

const chineseFixesSchema = z.strictObject({
  /** Numbered pinyin of the form the HSK list means, where the automatic choice is wrong. */
  formOverrides: groups,
  /** Translations for words whose dictionary senses read badly on a flashcard. */
  translationOverrides: groups,
  /** Readings the source gives in another notation (joined syllables, "r5" etc.). */
  readingOverrides: table,
  /** Writing-deck characters with no single-character HSK entry: reading and a short meaning. */
  characterFallbacks: z.record(z.string(), z.strictObject({ reading: z.string(), translation: z.string() })),
});

const japaneseFixesSchema = z.strictObject({
  /** Translations for JLPT words whose source meaning reads badly. Key: word key. */
  translationOverrides: groups,
  /** Per level, checked first: for keys whose meaning differs between levels (N3 方 is ほう "direction"). */
  levelTranslationOverrides: z.record(z.string(), groups),
});

function readFixes<T>(file: string, schema: z.ZodType<T>): T {
  const path = resolve(SOURCES_DIR, file);
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** One table from its groups, later groups winning as they would in one object literal. */
function flatten(grouped: Record<string, Record<string, string>>): Record<string, string> {
  return Object.assign({}, ...Object.values(grouped));
}

export function readChineseFixes() {
  const fixes = readFixes("chinese-fixes.json", chineseFixesSchema);
  return {
    formOverrides: flatten(fixes.formOverrides),
    translationOverrides: flatten(fixes.translationOverrides),
    readingOverrides: fixes.readingOverrides,
    characterFallbacks: fixes.characterFallbacks,
  };
}

export function readJapaneseFixes() {
  const fixes = readFixes("japanese-fixes.json", japaneseFixesSchema);
  return {
    translationOverrides: flatten(fixes.translationOverrides),
    levelTranslationOverrides: Object.fromEntries(
      Object.entries(fixes.levelTranslationOverrides).map(([level, grouped]) => [level, flatten(grouped)]),
    ),
  };
}
