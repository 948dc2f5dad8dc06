import { createWriteStream } from "node:fs";
import { Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type Options, type ZipFile } from "yauzl";
import { ImportReadError, messages } from "./errors";

/** One file inside a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** Uncompressed size as declared by the archive; inflating never produces more than this. */
  size: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Sum of the declared uncompressed sizes of all entries. */
  totalSize: number;
  /** Inflates one entry (and only that one) into memory: for the small entries (meta, media list, a recording). */
  read(name: string): Promise<Uint8Array>;
  /** Inflates one entry into a file, a slice at a time: for the collection, which may be large. */
  extract(name: string, destination: string): Promise<number>;
  close(): void;
}

/** What an archive may hold before it is refused, unread. */
export interface ZipLimits {
  /** Largest sum of the entries' declared uncompressed sizes (zip bomb guard). */
  maxUncompressedBytes: number;
  /** Most entries (directories included); default 65534, the most a zip without zip64 can list. */
  maxEntries?: number;
}

/** 0xffffffff in a size or offset, or 0xffff entries, is zip64's mark: only needed far beyond any limit here. */
const ZIP64_MARK = 0xffffffff;
const DEFAULT_MAX_ENTRIES = 0xfffe;

/**
 * How the library reads: entries one at a time as asked, each inflated entry checked against its declared
 * size, the file kept open until `close`. Names are decoded here (always UTF-8, as Anki writes them); they
 * are only looked up, never used as paths, so the library's path checks would only refuse whole packages
 * for one odd name.
 */
const READ_OPTIONS: Options = {
  lazyEntries: true,
  autoClose: false,
  validateEntrySizes: true,
  decodeStrings: false,
};

function corrupt(what: string): ImportReadError {
  return new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(what));
}

function tooLarge(limit: number, details: Record<string, string | number> = {}): ImportReadError {
  return new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(limit), { limit, ...details });
}

/**
 * Reads the zip's central directory (names and sizes) without inflating anything, and refuses archives
 * whose declared content is larger than `maxUncompressedBytes`. Entries are inflated one at a time, each
 * bounded by its declared size, so a forged size cannot make an entry grow past it.
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits): Promise<ZipArchive> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return openWith((done) => yauzl.fromBuffer(buffer, { ...READ_OPTIONS }, done), limits);
}

/** The same over a file on disk: only the directory and the entry being read are ever in memory. */
export function openZipFile(path: string, limits: ZipLimits): Promise<ZipArchive> {
  return openWith((done) => yauzl.open(path, { ...READ_OPTIONS }, done), limits);
}

type Opened = (error: Error | null, zipfile?: ZipFile) => void;

async function openWith(open: (done: Opened) => void, limits: ZipLimits): Promise<ZipArchive> {
  const zipfile = await new Promise<ZipFile>((resolve, reject) =>
    open((error, zipfile) => (error || !zipfile ? reject(openError(error)) : resolve(zipfile))),
  );
  // An error the library emits after the directory is read (closing the file) would otherwise be thrown as
  // an uncaught event; each read reports its own errors.
  zipfile.on("error", () => {});
  try {
    const { entries, totalSize } = await readDirectory(zipfile, limits);
    const entryOf = (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw corrupt(`${name} is missing`);
      return entry;
    };
    return {
      entries: new Map([...entries].map(([name, entry]) => [name, entryInfo(name, entry)])),
      totalSize,
      read: async (name) => inflateToMemory(zipfile, name, entryOf(name)),
      extract: async (name, destination) => inflateToFile(zipfile, name, entryOf(name), destination),
      close: () => zipfile.close(),
    };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

function openError(error: Error | null): ImportReadError | Error {
  if (!error || /end of central directory record signature not found/i.test(error.message)) {
    return new ImportReadError("NOT_A_ZIP", messages.notAZip());
  }
  // A file that could not be opened at all is not the archive's fault.
  if ("syscall" in error) return error;
  return corrupt("its table of contents is damaged");
}

function entryInfo(name: string, entry: Entry): ZipEntry {
  return {
    name,
    method: entry.compressionMethod,
    compressedSize: entry.compressedSize,
    size: entry.uncompressedSize,
  };
}

/** The directory's entries by name, each checked against the limits before the next one is read. */
function readDirectory(zipfile: ZipFile, limits: ZipLimits) {
  const max = limits.maxUncompressedBytes;
  const maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  let totalSize = 0;
  return new Promise<{ entries: Map<string, Entry>; totalSize: number }>((resolve, reject) => {
    if (zipfile.entryCount > maxEntries) {
      reject(tooLarge(max, { entries: zipfile.entryCount, maxEntries }));
      return;
    }
    let settled = false;
    const settle = (error: ImportReadError | null) => {
      if (settled) return;
      settled = true;
      zipfile.removeAllListeners("entry").removeAllListeners("end");
      if (error) reject(error);
      else resolve({ entries, totalSize });
    };
    zipfile.on("error", (error: Error) => {
      const cutOff = /EOF/.test(error.message);
      settle(corrupt(cutOff ? "its table of contents is cut off" : "its table of contents is damaged"));
    });
    zipfile.on("end", () => settle(null));
    zipfile.on("entry", (entry: Entry) => {
      const name = new TextDecoder("utf-8").decode(entry.fileName as unknown as Uint8Array);
      const past = Math.max(entry.uncompressedSize, entry.compressedSize, entry.relativeOffsetOfLocalHeader);
      if (past >= ZIP64_MARK) return settle(tooLarge(max, { entry: name }));
      totalSize += entry.uncompressedSize;
      if (totalSize > max) return settle(tooLarge(max, { entry: name }));
      if (entry.isEncrypted()) return settle(corrupt(`${name} is encrypted`));
      if (!name.endsWith("/")) entries.set(name, entry);
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });
}

/** Output past (or short of) the entry's declared size: checked here as well as by the library. */
class WrongSize extends Error {}

function declaredSize(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) done(new WrongSize());
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new WrongSize());
    },
  });
}

/**
 * Streams the entry's bytes, inflated and bounded by its declared size, into `sink`; output past the
 * declared size stops the work at once (a forged size cannot make an entry grow).
 */
async function inflateEntry(zipfile: ZipFile, name: string, entry: Entry, sink: Writable): Promise<void> {
  const method = entry.compressionMethod;
  if (method !== 0 && method !== 8) throw corrupt(`${name} uses an unsupported compression (method ${method})`);
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zipfile.openReadStream(entry, (error, stream) => {
      if (!error && stream) return resolve(stream);
      // The local header is not where the directory says, or the data runs past the end of the file.
      reject(corrupt(/overflows/.test(error?.message ?? "") ? `${name} is cut off` : `${name} cannot be found`));
    }),
  );
  try {
    await pipeline(stream, declaredSize(entry.uncompressedSize), sink);
  } catch (error) {
    throw unpackError(name, error);
  }
}

function unpackError(name: string, error: unknown): Error {
  // Writing the unpacked copy failed (a full disk): not the package's fault.
  if (error instanceof Error && "syscall" in error) return error;
  if (error instanceof WrongSize || (error instanceof Error && /bytes in the stream/.test(error.message))) {
    return corrupt(`${name} unpacks to a size other than the one declared`);
  }
  return corrupt(`${name} cannot be unpacked`);
}

async function inflateToMemory(zipfile: ZipFile, name: string, entry: Entry): Promise<Uint8Array> {
  const out = new Uint8Array(entry.uncompressedSize);
  let at = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.set(chunk, at);
      at += chunk.length;
      done();
    },
  });
  await inflateEntry(zipfile, name, entry, sink);
  return out;
}

async function inflateToFile(zipfile: ZipFile, name: string, entry: Entry, destination: string): Promise<number> {
  await inflateEntry(zipfile, name, entry, createWriteStream(destination, { mode: 0o600 }));
  return entry.uncompressedSize;
}
