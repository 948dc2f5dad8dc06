import { closeSync, mkdtempSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type CollectionHeader,
  isStubCollection,
  type NoteBatch,
  noteBatches,
  readCollection,
  readHeader,
} from "./anki-collection";
import { readMedia } from "./anki-media";
import { readNoteTypeDefinitions } from "./anki-note-type-definitions";
import type { AnkiCollectionFile, AnkiMedia, AnkiNoteTypeDefinition, AnkiPackage } from "./anki-types";
import { ImportReadError, messages } from "./errors";
import { defaultLimits, type ReadLimits } from "./limits";
import { decodePackageVersion } from "./protobuf";
import { type CollectionDb, openSqlite } from "./sqlite";
import { openZip, openZipFile, type ZipArchive } from "./zip";
import { isZstd, unzstdFileBounded } from "./zstd";

export interface ReadAnkiOptions extends Partial<ReadLimits> {
  /** Where the collection is unpacked while it is read (a folder of its own is made inside); default: the OS's. */
  workDir?: string;
}

/** An opened package: the small parts at hand, the notes read in batches; `close` removes the unpacked copy. */
export interface AnkiPackageReader {
  source: AnkiCollectionFile;
  schemaVersion: number;
  collectionCreated: number;
  decks: CollectionHeader["decks"];
  noteTypes: CollectionHeader["noteTypes"];
  /** The note types whole (templates' HTML, styling, last change), read when asked: for writing notes back. */
  noteTypeDefinitions(): AnkiNoteTypeDefinition[];
  deckOptions: CollectionHeader["deckOptions"];
  /** Cards per home deck. */
  cardsPerDeck: CollectionHeader["cardsPerDeck"];
  counts: CollectionHeader["counts"];
  missing: CollectionHeader["missing"];
  /** The `meta` entry's version (0 without one); 3 means zstd media. */
  packageVersion: number;
  media: AnkiMedia;
  warnings: string[];
  /** Notes in id order with their cards and reviews, `size` notes at a time. */
  noteBatches(size: number): Generator<NoteBatch>;
  /** The whole collection in memory (small packages and tests). */
  readAll(): AnkiPackage;
  close(): void;
}

/** Newest first: the reader takes the first one present that is not Anki's placeholder. */
const COLLECTION_FILES: AnkiCollectionFile[] = ["collection.anki21b", "collection.anki21", "collection.anki2"];

/**
 * Opens an Anki package (.apkg or .colpkg) kept in a file: its zip directory is read, the collection is
 * unpacked (a slice at a time, bounded) into a file that SQLite reads page by page, media stay packed
 * until read. Throws `ImportReadError` with a code and a message for the learner.
 */
export async function openAnkiPackageFile(path: string, options: ReadAnkiOptions = {}): Promise<AnkiPackageReader> {
  const limits = limitsOf(options);
  const size = statSync(path).size;
  if (size > limits.maxFileBytes) {
    throw new ImportReadError("FILE_TOO_LARGE", messages.fileTooLarge(limits.maxFileBytes), {
      limit: limits.maxFileBytes,
      size,
    });
  }
  const folder = mkdtempSync(join(options.workDir ?? tmpdir(), "anki-"));
  let zip: ZipArchive | undefined;
  let db: CollectionDb | undefined;
  const cleanUp = () => {
    db?.close();
    zip?.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    zip = await openZipFile(path, { maxUncompressedBytes: limits.maxUncompressedBytes });
    const opened = await openCollection(zip, folder, limits);
    db = opened.db;
    return await readerOf(opened, zip, limits, cleanUp);
  } catch (error) {
    cleanUp();
    throw asReadError(error);
  }
}

async function readerOf(
  opened: { db: CollectionDb; source: AnkiCollectionFile; header: CollectionHeader; version: number },
  zip: ZipArchive,
  limits: ReadLimits,
  close: () => void,
): Promise<AnkiPackageReader> {
  const { db, header, source } = opened;
  if (header.counts.notes === 0) throw new ImportReadError("NO_NOTES", messages.noNotes());
  const warnings: string[] = [];
  const media = await readMedia(zip, opened.version >= 3, limits.maxUncompressedBytes, warnings);
  return {
    source,
    schemaVersion: header.schemaVersion,
    collectionCreated: header.collectionCreated,
    decks: header.decks,
    noteTypes: header.noteTypes,
    noteTypeDefinitions: () => readNoteTypeDefinitions(db),
    deckOptions: header.deckOptions,
    cardsPerDeck: header.cardsPerDeck,
    counts: header.counts,
    missing: header.missing,
    packageVersion: opened.version,
    media,
    warnings,
    noteBatches: (size) => noteBatches(db, header, size, warnings),
    readAll() {
      const collection = readCollection(db);
      if (collection.notes.length === 0) throw new ImportReadError("NO_NOTES", messages.noNotes());
      return { source, ...collection, media, warnings: [...collection.warnings, ...warnings] };
    },
    close,
  };
}

async function openCollection(zip: ZipArchive, folder: string, limits: ReadLimits) {
  const present = COLLECTION_FILES.filter((name) => zip.entries.has(name));
  if (present.length === 0) throw new ImportReadError("NOT_AN_ANKI_PACKAGE", messages.notAnki());
  const version = zip.entries.has("meta") ? decodePackageVersion(await zip.read("meta")) : 0;
  if (zip.entries.has("meta") && (version < 1 || version > 3)) {
    throw new ImportReadError("UNKNOWN_SCHEMA", messages.unknownSchema("made by a newer Anki version"), { version });
  }
  let sawStub = false;
  for (const source of present) {
    const packed = join(folder, `${source}.packed`);
    const unpacked = join(folder, source);
    await zip.extract(source, packed);
    if (startsWithZstd(packed)) unzstdFileBounded(packed, unpacked, limits.maxUncompressedBytes, source);
    else renameSync(packed, unpacked);
    rmSync(packed, { force: true });
    const db = openSqlite(unpacked, source);
    try {
      if (isStubCollection(db)) {
        sawStub = true;
        db.close();
        continue;
      }
      return { db, source, header: readHeaderOrExplain(db), version };
    } catch (error) {
      db.close();
      throw error;
    }
  }
  throw sawStub
    ? new ImportReadError("STUB_ONLY", messages.stubOnly())
    : new ImportReadError("NOT_AN_ANKI_PACKAGE", messages.notAnki());
}

function startsWithZstd(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = new Uint8Array(4);
    readSync(fd, head, 0, 4, 0);
    return isZstd(head);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads an Anki package from its bytes, whole (small packages, tests): the bytes go to a temporary file
 * read as `openAnkiPackageFile` reads it.
 */
export async function readAnkiPackage(bytes: Uint8Array, options: ReadAnkiOptions = {}): Promise<AnkiPackage> {
  const limits = limitsOf(options);
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new ImportReadError("FILE_TOO_LARGE", messages.fileTooLarge(limits.maxFileBytes), {
      limit: limits.maxFileBytes,
      size: bytes.byteLength,
    });
  }
  const folder = mkdtempSync(join(options.workDir ?? tmpdir(), "apkg-"));
  const path = join(folder, "package.apkg");
  try {
    writeFileSync(path, bytes, { mode: 0o600 });
    const reader = await openAnkiPackageFile(path, { ...options, workDir: folder });
    try {
      const pkg = reader.readAll();
      // The media are read from the bytes in memory, after the temporary file is gone.
      const zip = await openZip(bytes, { maxUncompressedBytes: limits.maxUncompressedBytes });
      const media = await readMedia(zip, reader.packageVersion >= 3, limits.maxUncompressedBytes, []);
      return { ...pkg, media };
    } catch (error) {
      throw asReadError(error);
    } finally {
      reader.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function readHeaderOrExplain(db: CollectionDb): CollectionHeader {
  try {
    return readHeader(db);
  } catch (error) {
    if (error instanceof ImportReadError) throw error;
    // A table exists but lacks a column the reader needs, or holds values of the wrong kind.
    const why = error instanceof Error ? error.message : "unexpected tables";
    throw new ImportReadError("UNKNOWN_SCHEMA", messages.unknownSchema("a table does not have the expected columns"), {
      why,
    });
  }
}

/** Anything but a read error means bytes the reader could not make sense of; never let a raw error through. */
function asReadError(error: unknown): ImportReadError {
  if (error instanceof ImportReadError) return error;
  return new ImportReadError("CORRUPT_PACKAGE", messages.corrupt("it cannot be read"), {
    why: error instanceof Error ? error.message : String(error),
  });
}

function limitsOf(options: Partial<ReadLimits>): ReadLimits {
  return {
    maxFileBytes: options.maxFileBytes ?? defaultLimits.maxFileBytes,
    maxUncompressedBytes: options.maxUncompressedBytes ?? defaultLimits.maxUncompressedBytes,
  };
}
