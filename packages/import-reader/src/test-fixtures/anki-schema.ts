import { readFileSync } from "node:fs";

/**
 * Anki's own table definitions, so the packages built in tests have the layout real exports have.
 * Schema 11 is the one the export writes (checked against a collection Anki itself wrote); the later
 * additions (rslib/src/storage/upgrades/) are kept as SQL, beside this file.
 */

const sqlBeside = (name: string) => readFileSync(new URL(name, import.meta.url), "utf8");

/** Schema 11: what `collection.anki2` / `collection.anki21` hold; note types and decks as JSON in `col`. */
export { SCHEMA_11 } from "../anki-export-layout";

/**
 * Schemas 14, 15, 17 and 18 on top of 11: what `collection.anki21b` holds. Anki declares names
 * `COLLATE unicase`, a collation SQLite only knows inside Anki; the builder creates them with NOCASE and
 * then writes `unicase` back into the stored schema text, as in a real file.
 */
export const SCHEMA_18_ADDITIONS = sqlBeside("./anki-schema-18-additions.sql");
