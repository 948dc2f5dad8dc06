import type { AnkiDeckOptions } from "./anki-types";
import { decodeDeckConfigFsrs } from "./protobuf";
import { blob, type CollectionDb, eachRow, firstRow, num, tableNames, text } from "./sqlite";

export type { AnkiDeckOptions };

/**
 * The collection's deck options presets with their FSRS settings: the `deck_config` table (schema 15+,
 * `DeckConfig.Config` protobuf) or the `col.dconf` JSON of schema 11 (`fsrsWeights` for FSRS 4,
 * `fsrsParams5`, `fsrsParams6`, `desiredRetention`). Unreadable presets are left out: options are
 * optional, a package without them imports as before.
 */
export function readDeckOptions(db: CollectionDb, newLayout: boolean): AnkiDeckOptions[] {
  const options: AnkiDeckOptions[] = [];
  if (newLayout && tableNames(db).has("deck_config")) {
    eachRow(db, "SELECT id, name, config FROM deck_config ORDER BY id", (row) => {
      try {
        options.push({ id: num(row.id), name: text(row.name), ...decodeDeckConfigFsrs(blob(row.config)) });
      } catch {
        // A preset this reader cannot decode carries no settings to offer.
      }
    });
    return options;
  }
  let dconf: unknown;
  try {
    dconf = JSON.parse(text(firstRow(db, "SELECT dconf FROM col LIMIT 1")?.dconf) || "{}");
  } catch {
    return options;
  }
  if (!dconf || typeof dconf !== "object") return options;
  for (const [key, value] of Object.entries(dconf as Record<string, unknown>)) {
    if (value && typeof value === "object") options.push(legacyPreset(key, value as Record<string, unknown>));
  }
  return options.sort((a, b) => a.id - b.id);
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === "number" ? v : Number.NaN)) : [];
}

function legacyPreset(key: string, preset: Record<string, unknown>): AnkiDeckOptions {
  const params =
    [numbers(preset.fsrsParams6), numbers(preset.fsrsParams5), numbers(preset.fsrsWeights)].find(
      (list) => list.length > 0,
    ) ?? [];
  const retention = preset.desiredRetention;
  return {
    id: Number(preset.id ?? key),
    name: String(preset.name ?? ""),
    params,
    desiredRetention: typeof retention === "number" && retention > 0 ? retention : null,
  };
}

/** Cards per home deck (a card borrowed by a filtered deck counts in its own): which preset most cards use. */
export function readCardsPerDeck(db: CollectionDb): Record<number, number> {
  const counts: Record<number, number> = {};
  eachRow(
    db,
    "SELECT CASE WHEN odid != 0 THEN odid ELSE did END AS deck, count(*) AS n FROM cards GROUP BY 1",
    (row) => {
      counts[num(row.deck)] = num(row.n);
    },
  );
  return counts;
}

/** What the collection names but does not hold: notes its cards point to, note types its notes use. */
export interface MissingRows {
  /** Distinct notes that cards point to and the notes table lacks. */
  notes: number;
  /** Cards pointing to those notes. */
  cards: number;
  /** Notes whose note type the collection lacks. */
  notesWithoutType: number;
}

export function readMissingRows(db: CollectionDb, noteTypeIds: Set<number>): MissingRows {
  const orphans = firstRow(
    db,
    "SELECT count(DISTINCT nid) AS notes, count(*) AS cards FROM cards WHERE nid NOT IN (SELECT id FROM notes)",
  );
  let notesWithoutType = 0;
  eachRow(db, "SELECT mid, count(*) AS n FROM notes GROUP BY mid", (row) => {
    if (!noteTypeIds.has(num(row.mid))) notesWithoutType += num(row.n);
  });
  return { notes: num(orphans?.notes), cards: num(orphans?.cards), notesWithoutType };
}

/** What a collection's header holds besides its decks and note types: options, cards per deck, missing rows. */
export interface CollectionExtras {
  /** Deck options presets with their FSRS settings (decks name theirs by `configId`). */
  deckOptions: AnkiDeckOptions[];
  cardsPerDeck: Record<number, number>;
  /** What the collection names but does not hold (a package that declares more notes than it has). */
  missing: MissingRows;
}

export function readCollectionExtras(db: CollectionDb, newLayout: boolean, noteTypeIds: Set<number>): CollectionExtras {
  return {
    deckOptions: readDeckOptions(db, newLayout),
    cardsPerDeck: readCardsPerDeck(db),
    missing: readMissingRows(db, noteTypeIds),
  };
}
