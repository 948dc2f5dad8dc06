import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../database";
import { languageDecks, subDecks, words } from "../schema";
import { type StarterLanguageFile, starterLanguageFileSchema } from "./starter-format";

export interface LoadReport {
  languages: { id: string; skipped: boolean; wordsWritten: number; wordsRemoved: number }[];
}

const BATCH = 500;

/**
 * Loads data/decks/*.json into languages, sub-decks and words. Idempotent: an unchanged file
 * (same content hash) is skipped; a changed one is upserted in place on (sub_deck_id, key), so
 * learners keep their progress on words that stay (both directions). Words dropped from a file are removed.
 */
export async function loadStarterContent(db: Db, directory: string): Promise<LoadReport> {
  const files = (await fs.readdir(directory)).filter((f) => f.endsWith(".json")).sort();
  const report: LoadReport = { languages: [] };
  for (const file of files) {
    const text = await fs.readFile(path.join(directory, file), "utf8");
    const hash = crypto.createHash("sha256").update(text).digest("hex");
    const parsed = starterLanguageFileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      throw new Error(
        `Starter content ${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    }
    const language = parsed.data;
    const [existing] = await db
      .select({ hash: languageDecks.contentHash })
      .from(languageDecks)
      .where(eq(languageDecks.id, language.id));
    if (existing?.hash === hash) {
      report.languages.push({ id: language.id, skipped: true, wordsWritten: 0, wordsRemoved: 0 });
      continue;
    }
    report.languages.push({ id: language.id, skipped: false, ...(await writeLanguage(db, language, hash)) });
  }
  return report;
}

async function writeLanguage(db: Db, language: StarterLanguageFile, hash: string) {
  let wordsWritten = 0;
  let wordsRemoved = 0;
  await db.transaction(async (tx) => {
    const languageRow = {
      id: language.id,
      flagCode: language.flagCode,
      description: language.description,
      speechLang: language.speechLang,
      specialCharacters: language.specialCharacters,
      credits: language.credits,
      // Written last, after every word: a crash mid-way leaves the old hash, so the next start retries.
      contentHash: "",
      updatedAt: new Date(),
    };
    await tx
      .insert(languageDecks)
      .values(languageRow)
      .onConflictDoUpdate({ target: languageDecks.id, set: { ...languageRow, id: undefined } });

    for (const [position, deck] of language.subDecks.entries()) {
      const deckRow = {
        id: deck.id,
        languageId: language.id,
        name: deck.name,
        description: deck.description,
        isWritingDeck: deck.isWritingDeck,
        wordCount: deck.words.length,
        position,
      };
      await tx
        .insert(subDecks)
        .values(deckRow)
        .onConflictDoUpdate({ target: subDecks.id, set: { ...deckRow, id: undefined } });

      for (let start = 0; start < deck.words.length; start += BATCH) {
        const rows = deck.words.slice(start, start + BATCH).map((word, i) => ({
          subDeckId: deck.id,
          key: word.key,
          order: start + i,
          originalWord: word.original,
          translation: word.translation,
          pinyin: word.reading ?? null,
        }));
        const written = await tx
          .insert(words)
          .values(rows)
          .onConflictDoUpdate({
            target: [words.subDeckId, words.key],
            set: {
              order: sql`excluded."order"`,
              originalWord: sql`excluded.original_word`,
              translation: sql`excluded.translation`,
              pinyin: sql`excluded.pinyin`,
            },
            // Only touch rows that really changed, so a re-run writes nothing.
            setWhere: sql`(${words.order}, ${words.originalWord}, ${words.translation}, ${words.pinyin}) IS DISTINCT FROM (excluded."order", excluded.original_word, excluded.translation, excluded.pinyin)`,
          })
          .returning({ id: words.id });
        wordsWritten += written.length;
      }
      const keys = deck.words.map((w) => w.key);
      const removed = await tx
        .delete(words)
        .where(and(eq(words.subDeckId, deck.id), notInArray(words.key, keys)))
        .returning({ id: words.id });
      wordsRemoved += removed.length;
    }
    await tx.update(languageDecks).set({ contentHash: hash }).where(eq(languageDecks.id, language.id));
  });
  return { wordsWritten, wordsRemoved };
}
