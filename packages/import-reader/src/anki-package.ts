import type { SqlJsStatic } from "sql.js";
import { type AnkiCollection, isStubCollection, readCollection } from "./anki-collection";
import { readMedia } from "./anki-media";
import type { AnkiCollectionFile, AnkiPackage } from "./anki-types";
import { ImportReadError, messages } from "./errors";
import { defaultLimits, type ReadLimits } from "./limits";
import { decodePackageVersion } from "./protobuf";
import { loadSqlJs, openSqlite } from "./sqlite";
import { openZip } from "./zip";
import { isZstd, unzstdBounded } from "./zstd";

export interface ReadAnkiOptions extends Partial<ReadLimits> {
  /** An initialised sql.js (browsers pass one built with their own `locateFile`); Node loads the default. */
  sql?: SqlJsStatic;
}

/** Newest first: the reader takes the first one present that is not Anki's placeholder. */
const COLLECTION_FILES: AnkiCollectionFile[] = ["collection.anki21b", "collection.anki21", "collection.anki2"];

/**
 * Reads an Anki package (.apkg or .colpkg) from its bytes: decks, note types, notes, cards, review history and
 * a lazy media list. Throws `ImportReadError` with a code and a message for the learner.
 */
export async function readAnkiPackage(bytes: Uint8Array, options: ReadAnkiOptions = {}): Promise<AnkiPackage> {
  const SQL = options.sql ?? (await loadSqlJs());
  return readAnkiPackageSync(bytes, SQL, options);
}

/** The same as `readAnkiPackage`, for callers that already hold an initialised sql.js (e.g. inside a worker). */
export function readAnkiPackageSync(
  bytes: Uint8Array,
  SQL: SqlJsStatic,
  options: Partial<ReadLimits> = {},
): AnkiPackage {
  try {
    return read(bytes, SQL, options);
  } catch (error) {
    if (error instanceof ImportReadError) throw error;
    // Anything else means bytes the reader could not make sense of; never let a raw error through.
    throw new ImportReadError("CORRUPT_PACKAGE", messages.corrupt("it cannot be read"), {
      why: error instanceof Error ? error.message : String(error),
    });
  }
}

function read(bytes: Uint8Array, SQL: SqlJsStatic, options: Partial<ReadLimits>): AnkiPackage {
  const limits: ReadLimits = {
    maxFileBytes: options.maxFileBytes ?? defaultLimits.maxFileBytes,
    maxUncompressedBytes: options.maxUncompressedBytes ?? defaultLimits.maxUncompressedBytes,
  };
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new ImportReadError("FILE_TOO_LARGE", messages.fileTooLarge(limits.maxFileBytes), {
      limit: limits.maxFileBytes,
      size: bytes.byteLength,
    });
  }
  const zip = openZip(bytes, limits.maxUncompressedBytes);

  const present = COLLECTION_FILES.filter((name) => zip.entries.has(name));
  if (present.length === 0) throw new ImportReadError("NOT_AN_ANKI_PACKAGE", messages.notAnki());
  const version = zip.entries.has("meta") ? decodePackageVersion(zip.read("meta")) : 0;
  if (zip.entries.has("meta") && (version < 1 || version > 3)) {
    throw new ImportReadError("UNKNOWN_SCHEMA", messages.unknownSchema("made by a newer Anki version"), { version });
  }

  let chosen: { source: AnkiCollectionFile; collection: AnkiCollection } | undefined;
  let sawStub = false;
  for (const source of present) {
    let data = zip.read(source);
    if (isZstd(data)) data = unzstdBounded(data, limits.maxUncompressedBytes, source);
    const db = openSqlite(SQL, data, source);
    try {
      if (isStubCollection(db)) {
        sawStub = true;
        continue;
      }
      chosen = { source, collection: readCollectionOrExplain(db) };
      break;
    } finally {
      db.close();
    }
  }
  if (!chosen) {
    throw sawStub
      ? new ImportReadError("STUB_ONLY", messages.stubOnly())
      : new ImportReadError("NOT_AN_ANKI_PACKAGE", messages.notAnki());
  }

  const { collection } = chosen;
  if (collection.notes.length === 0) throw new ImportReadError("NO_NOTES", messages.noNotes());
  const warnings = [...collection.warnings];
  const media = readMedia(zip, version >= 3, limits.maxUncompressedBytes, warnings);
  return {
    source: chosen.source,
    schemaVersion: collection.schemaVersion,
    collectionCreated: collection.collectionCreated,
    decks: collection.decks,
    noteTypes: collection.noteTypes,
    notes: collection.notes,
    cards: collection.cards,
    revlog: collection.revlog,
    media,
    warnings,
  };
}

function readCollectionOrExplain(db: Parameters<typeof readCollection>[0]): AnkiCollection {
  try {
    return readCollection(db);
  } catch (error) {
    if (error instanceof ImportReadError) throw error;
    // A table exists but lacks a column the reader needs, or holds values of the wrong kind.
    const why = error instanceof Error ? error.message : "unexpected tables";
    throw new ImportReadError("UNKNOWN_SCHEMA", messages.unknownSchema("a table does not have the expected columns"), {
      why,
    });
  }
}
