/**
 * Reads a hand-written core-vocabulary word list, data/starter/<language>.json (format in
 * data/README.md), checking its shape so that a typo in the data file is a clear message rather
 * than a crash halfway through the build.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { CoreLanguageSource } from "./core-deck-types";

const SOURCES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../data/starter");

const notes = z.record(z.string(), z.string());

// The language fields are checked again, with the rest of the generated file, by starterLanguageFileSchema.
const languageSourceSchema = z.strictObject({
  id: z.string(),
  flagCode: z.string(),
  description: z.string(),
  speechLang: z.string(),
  specialCharacters: z.array(z.string()),
  credits: z.string(),
  readingExceptions: notes.optional(),
  verbCheckExceptions: notes.optional(),
  decks: z.array(z.strictObject({ description: z.string(), words: z.array(z.string()) })).min(1),
});

export function readLanguageSource<S extends CoreLanguageSource>(id: S["id"]): S {
  const path = resolve(SOURCES_DIR, `${id}.json`);
  const parsed = languageSourceSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  if (parsed.data.id !== id) throw new Error(`${path}: id is ${parsed.data.id}, expected ${id}`);
  return parsed.data as S;
}
