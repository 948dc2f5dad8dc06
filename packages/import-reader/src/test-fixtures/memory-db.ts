import Database from "better-sqlite3";

/** Test-only: SQLite databases in memory, for the Anki collections the tests build and change. */

/**
 * An SQLite database in memory, empty or opened from a copy of a file's bytes (`db.serialize()` gives the
 * file back). A file Anki wrote is in WAL mode, which a database in memory cannot be: the copy says rollback.
 */
export function memoryDb(bytes?: Uint8Array): Database.Database {
  if (!bytes) return new Database(":memory:");
  const copy = Buffer.from(bytes);
  if (copy.length > 19 && copy[18] === 2 && copy[19] === 2) copy.fill(1, 18, 20);
  return new Database(copy);
}

/** The database as the bytes of its file, then closed. */
export function fileOf(db: Database.Database): Uint8Array {
  const bytes = db.serialize();
  db.close();
  return bytes;
}

/** better-sqlite3 stores a Buffer as a blob. */
export const blobOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
