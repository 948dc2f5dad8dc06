import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../src/db/database";

/**
 * Migration 0029 (decision 0007): a word's production direction moves from a second row of `words` (a
 * production-practice item) to the learner's side. A database as it was before — learners who studied both
 * directions of catalogue and own-deck words, an Anki reversed card with its own history, a cloze — is migrated,
 * and every review row and memory state is found again under (learner, word, direction), none lost or doubled.
 */

const files = fs
  .readdirSync(migrationsFolder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();

async function runMigration(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

type Row = Record<string, unknown>;
const rows = async (db: PGlite, query: string) => (await db.query<Row>(query)).rows;

/** A memory state as a progress row holds it, and a review as the log holds it: what must survive. */
const memoryOf = (where: string) => `SELECT user_id, state, stability, difficulty,
    coalesce(next_review::text, '') AS due_key, reps, lapses, learning_steps, is_ignored, user_notes,
    word_id, %DIR% AS direction FROM user_word_progress WHERE ${where}`;
const reviewsOf = (where: string) => `SELECT id::text, user_id, reviewed_at::text, rating, state, stability,
    difficulty, due::text, kind, word_id, %DIR% AS direction FROM review_logs WHERE ${where}`;

describe("migration 0029: a word's production direction on the learner's side", () => {
  it("moves every progress row and review of a practice item to its word's production, and nothing else", async () => {
    const db = await PGlite.create();
    const index = files.findIndex((f) => f.startsWith("0029_"));
    expect(index).toBeGreaterThan(0);
    for (const file of files.slice(0, index)) await runMigration(db, file);

    // Content: a catalogue deck of two words, an own deck with a plain word, a "Basic (and reversed)" note with
    // its reversed card, a cloze, and a writing set; the practice items as migration 0023 made them.
    await db.exec(`
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES
        ('u1', 'One', 'one@example.com', true, now(), now()), ('u2', 'Two', 'two@example.com', true, now(), now());
      INSERT INTO language_decks (id, flag_code, speech_lang) VALUES ('fi', 'fi', 'fi-FI');
      INSERT INTO sub_decks (id, language_id, name, position, word_count) VALUES ('cat-1', 'fi', 'Basics', 1, 2);
      INSERT INTO sub_decks (id, language_id, name, position, word_count, is_writing_deck)
        VALUES ('writing-1', 'fi', 'Writing', 2, 1, true);
      INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind) VALUES
        ('cat-1', 'a', 0, 'kissa', 'cat', 'word'), ('cat-1', 'b', 1, 'koira', 'dog', 'word'),
        ('cat-1', 'c', 2, 'talo', 'house', 'word'),
        ('cat-1', 'z', 3, 'Helsinki', 'Helsinki on {{c1::pääkaupunki}}', 'cloze'),
        ('writing-1', 'w', 0, '猫', 'cat', 'word');
      INSERT INTO words (sub_deck_id, key, "order", original_word, translation, kind, note_word_id)
        SELECT 'cat-1', 'c:1', 2, 'talo', 'house', 'production', id FROM words WHERE key = 'c';
    `);
    // Migration 0023's own backfill makes the practice items of the time (and their count).
    const backfill = fs
      .readFileSync(path.join(migrationsFolder, "0023_practice_items.sql"), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.includes("INSERT INTO words") || s.trim().startsWith("UPDATE sub_decks"));
    for (const statement of backfill) await db.exec(statement);
    const practice = await rows(db, `SELECT id, note_word_id FROM words WHERE practice ORDER BY note_word_id`);
    const ids = Object.fromEntries(
      (await rows(db, `SELECT key, id FROM words`)).map((r) => [r.key as string, r.id as number]),
    );
    // kissa and koira have practice items; talo has its own reversed card, the cloze and the writing word none.
    expect(practice.map((p) => p.note_word_id)).toEqual([ids.a, ids.b]);
    const practiceOf = (key: string) => practice.find((p) => p.note_word_id === ids[key])!.id as number;

    // Learners: u1 studied kissa both ways and talo's two cards; u2 kissa's production only, and koira.
    const progress = (user: string, word: number, state: number, stability: number, notes = "NULL") => `
      INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, state, stability, difficulty, reps, lapses,
        learning_steps, next_review, user_notes)
      VALUES ('${user}', ${word}, 'cat-1', ${state}, ${stability}, ${stability / 2}, ${state + 1}, ${state - 1},
        0, '2026-12-${10 + state}T00:00:00Z', ${notes});`;
    const review = (user: string, word: number, day: number, rating: number) => `
      INSERT INTO review_logs (user_id, word_id, sub_deck_id, reviewed_at, kind, rating, mode, state, due,
        stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, actual_retention)
      VALUES ('${user}', ${word}, 'cat-1', '2026-11-${10 + day}T09:00:00Z', 'review', ${rating}, 'AUTOMATIC', 2,
        '2026-11-${20 + day}T00:00:00Z', ${day + 1.5}, 5.25, ${day}, 0, 3, 0, ${rating > 1 ? 1 : 0});`;
    await db.exec(
      [
        progress("u1", ids.a!, 2, 12.5, "'kissa!'"),
        progress("u1", practiceOf("a"), 3, 4.25, "'meaning first'"),
        progress("u1", ids.c!, 2, 30),
        progress("u1", ids["c:1"]!, 2, 8),
        progress("u2", practiceOf("a"), 2, 6.5),
        progress("u2", ids.b!, 1, 0.5),
        review("u1", ids.a!, 1, 3),
        review("u1", ids.a!, 4, 1),
        review("u1", practiceOf("a"), 2, 3),
        review("u1", practiceOf("a"), 5, 4),
        review("u1", ids["c:1"]!, 3, 2),
        review("u2", practiceOf("a"), 1, 1),
        review("u2", ids.b!, 2, 3),
      ].join("\n"),
    );

    // Before: what each row is about, said the new way (a practice item is its word's production).
    const aboutBefore = `CASE WHEN word_id IN (${practice.map((p) => p.id).join(", ")})
      THEN 'production' ELSE 'recognition' END`;
    const wordBefore = `CASE ${practice.map((p) => `WHEN word_id = ${p.id} THEN ${p.note_word_id}`).join(" ")} ELSE word_id END`;
    const before = {
      progress: await rows(
        db,
        memoryOf("true").replace("%DIR%", aboutBefore).replace("word_id,", `${wordBefore} AS word_id,`),
      ),
      reviews: await rows(
        db,
        reviewsOf("true").replace("%DIR%", aboutBefore).replace("kind, word_id", `kind, ${wordBefore} AS word_id`),
      ),
    };
    expect(before.progress).toHaveLength(6);
    expect(before.reviews).toHaveLength(7);

    await runMigration(db, files[index]!);

    const after = {
      progress: await rows(db, memoryOf("true").replace("%DIR%", "direction")),
      reviews: await rows(db, reviewsOf("true").replace("%DIR%", "direction")),
    };
    const key = (r: Row) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
    expect(after.progress.map(key).sort()).toEqual(before.progress.map(key).sort());
    expect(after.reviews.map(key).sort()).toEqual(before.reviews.map(key).sort());

    // The practice rows are gone; the words, the reversed card and the cloze stay; each item's id is as clients
    // know it (the production direction's is its word's id negated).
    expect(await rows(db, `SELECT count(*)::int AS n FROM words`)).toEqual([{ n: 6 }]);
    const u1 = await rows(
      db,
      `SELECT item_id, word_id, direction FROM user_word_progress
      WHERE user_id = 'u1' ORDER BY word_id, direction DESC`,
    );
    expect(u1).toEqual([
      { item_id: ids.a, word_id: ids.a, direction: "recognition" },
      { item_id: -ids.a!, word_id: ids.a, direction: "production" },
      { item_id: ids.c, word_id: ids.c, direction: "recognition" },
      { item_id: ids["c:1"], word_id: ids["c:1"], direction: "recognition" },
    ]);
    // What there is to study: each word's recognition; a plain word's production, not the reversed card's word's,
    // the cloze's or the writing set's.
    const items = await rows(
      db,
      `SELECT id, word_id, direction, kind, note_word_id FROM study_items
      WHERE sub_deck_id IN ('cat-1', 'writing-1') ORDER BY word_id, direction DESC`,
    );
    expect(items.filter((i) => i.direction === "production")).toEqual([
      { id: -ids.a!, word_id: ids.a, direction: "production", kind: "production", note_word_id: ids.a },
      { id: -ids.b!, word_id: ids.b, direction: "production", kind: "production", note_word_id: ids.b },
    ]);
    expect(items.filter((i) => i.direction === "recognition")).toHaveLength(6);
    // One row per item: a second production row of a word is refused.
    await expect(
      db.exec(`INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, direction)
        VALUES ('u1', ${ids.a}, 'cat-1', 'production')`),
    ).rejects.toThrow(/user_word_progress_user_item_uq/);
    // Nothing of the old model is left: no trigger, no flag, no count kept in step.
    expect(
      await rows(
        db,
        `SELECT tgname FROM pg_trigger WHERE tgrelid = 'user_word_progress'::regclass AND NOT tgisinternal`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        db,
        `SELECT table_name, column_name FROM information_schema.columns
        WHERE column_name IN ('practice', 'practice_count')`,
      ),
    ).toEqual([]);
    await db.close();
  });
});
