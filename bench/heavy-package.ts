import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { zipSync } from "fflate";
import { SCHEMA_11 } from "../packages/import-reader/src/test-fixtures/anki-schema";

export const HEAVY = { notes: 50_000, reviews: 1_000_000, decks: 10 };
const DAY = 86_400_000;

/**
 * A heavy learner's package with Anki's real legacy schema: 50,000 notes in 10 decks, half of them
 * "Basic (and reversed)" (two cards), 1,000,000 reviews spread over the cards. Written with SQLite on disk.
 */
export function buildHeavyPackage(scale = 1): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "heavy-apkg-"));
  try {
    const db = new Database(join(dir, "collection.anki2"));
    db.pragma("journal_mode = OFF");
    db.exec(SCHEMA_11);
    const crt = 1_600_000_000;
    const basic = 1_600_000_000_001;
    const reversed = 1_600_000_000_002;
    const decks: Record<string, unknown> = { "1": { id: 1, name: "Default", dyn: 0 } };
    for (let d = 0; d < HEAVY.decks; d++) {
      const id = 1_700_000_000_000 + d;
      decks[String(id)] = { id, name: `Heavy::Part ${d + 1}`, dyn: 0 };
    }
    const model = (id: number, name: string, templates: string[]) => ({
      id,
      name,
      type: 0,
      flds: ["Front", "Back"].map((n, ord) => ({ name: n, ord })),
      tmpls: templates.map((n, ord) => ({ name: n, ord, qfmt: "{{Front}}", afmt: "{{Back}}" })),
    });
    const models = {
      [basic]: model(basic, "Basic", ["Card 1"]),
      [reversed]: model(reversed, "Basic (and reversed card)", ["Card 1", "Card 2"]),
    };
    db.prepare("INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')").run(
      crt,
      JSON.stringify(models),
      JSON.stringify(decks),
    );
    fill(db, crt, basic, reversed, scale);
    db.close();
    return zipSync(
      { "collection.anki2": readFileSync(join(dir, "collection.anki2")), media: new TextEncoder().encode("{}") },
      { level: 6 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function fill(db: Database.Database, crt: number, basic: number, reversed: number, scale: number): void {
  const total = Math.round(HEAVY.notes * scale);
  const note = db.prepare("INSERT INTO notes VALUES (?, ?, ?, 0, -1, '', ?, ?, 0, 0, '')");
  const card = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, 0, -1, 2, 2, ?, 30, 2500, ?, 0, 0, 0, 0, 0, '')");
  const review = db.prepare("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, 2500, 4000, 1)");
  const cardsTotal = total * 1.5;
  let reviewId = crt * 1000;
  let cardId = 1_691_000_000_000;
  db.transaction(() => {
    for (let i = 0; i < total; i++) {
      const noteId = 1_690_000_000_000 + i;
      const twoCards = i % 2 === 0;
      note.run(noteId, `heavy-${i}`, twoCards ? reversed : basic, `word ${i}\x1fmeaning ${i}`, `word ${i}`);
      const deck = 1_700_000_000_000 + (i % HEAVY.decks);
      for (let ord = 0; ord < (twoCards ? 2 : 1); ord++) {
        cardId++;
        card.run(cardId, noteId, deck, ord, 200 + (i % 60), 12);
        // 1,000,000 reviews over 75,000 cards: 13 or 14 each, a day or more apart.
        const count = Math.floor((HEAVY.reviews * scale) / cardsTotal) + (cardId % 3 === 0 ? 1 : 0);
        let at = reviewId;
        for (let r = 0; r < count; r++) {
          at += DAY * (r + 1) + 1;
          review.run(at, cardId, r === 3 ? 1 : 3, r + 1, r);
        }
        reviewId += 1000;
      }
    }
  })();
}
