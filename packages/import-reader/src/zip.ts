import { closeSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { Inflate } from "fflate";
import { ImportReadError, messages } from "./errors";

/** One file inside a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** Uncompressed size as declared by the archive; inflating never produces more than this. */
  size: number;
  localHeaderOffset: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Sum of the declared uncompressed sizes of all entries. */
  totalSize: number;
  /** Inflates one entry (and only that one) into memory: for the small entries (meta, media list, a recording). */
  read(name: string): Uint8Array;
  /** Inflates one entry into a file, a slice at a time: for the collection, which may be large. */
  extract(name: string, destination: string): number;
  close(): void;
}

/** Where the archive's bytes come from: memory or a file read a slice at a time. */
interface ZipSource {
  size: number;
  slice(offset: number, length: number): Uint8Array;
  close(): void;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const STEP = 64 * 1024;

function corrupt(what: string): ImportReadError {
  return new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(what));
}

function tooLarge(limit: number, entry?: string): ImportReadError {
  return new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(limit), {
    limit,
    ...(entry !== undefined && { entry }),
  });
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function memorySource(bytes: Uint8Array): ZipSource {
  return { size: bytes.byteLength, slice: (offset, length) => bytes.subarray(offset, offset + length), close() {} };
}

function fileSource(path: string): ZipSource {
  const fd = openSync(path, "r");
  const size = fstatSync(fd).size;
  return {
    size,
    slice(offset, length) {
      const out = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      let done = 0;
      while (done < out.length) {
        const read = readSync(fd, out, done, out.length - done, offset + done);
        if (read === 0) break;
        done += read;
      }
      return out.subarray(0, done);
    },
    close: () => closeSync(fd),
  };
}

/** The end-of-directory record: 22 bytes plus a comment of at most 65535 bytes, at the very end. */
function findEndOfCentralDirectory(source: ZipSource): { view: DataView; at: number } | null {
  if (source.size < 22) return null;
  const head = viewOf(source.slice(0, 4));
  const first = head.getUint32(0, true);
  if (first !== LOCAL_SIGNATURE && first !== EOCD_SIGNATURE) return null;
  const tailStart = Math.max(0, source.size - 22 - 0xffff);
  const tail = source.slice(tailStart, source.size - tailStart);
  const view = viewOf(tail);
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return { view, at };
  }
  return null;
}

/**
 * Reads the zip's central directory (names and sizes) without inflating anything, and refuses archives
 * whose declared content is larger than `maxUncompressedBytes`. Entries are inflated one at a time, each
 * bounded by its declared size, so a forged size cannot make an entry grow past it.
 */
export function openZip(bytes: Uint8Array, maxUncompressedBytes: number): ZipArchive {
  return openZipSource(memorySource(bytes), maxUncompressedBytes);
}

/** The same over a file on disk: only the directory and the entry being read are ever in memory. */
export function openZipFile(path: string, maxUncompressedBytes: number): ZipArchive {
  const source = fileSource(path);
  try {
    return openZipSource(source, maxUncompressedBytes);
  } catch (error) {
    source.close();
    throw error;
  }
}

function openZipSource(source: ZipSource, maxUncompressedBytes: number): ZipArchive {
  const eocd = findEndOfCentralDirectory(source);
  if (!eocd) throw new ImportReadError("NOT_A_ZIP", messages.notAZip());
  const count = eocd.view.getUint16(eocd.at + 10, true);
  const directorySize = eocd.view.getUint32(eocd.at + 12, true);
  const directoryOffset = eocd.view.getUint32(eocd.at + 16, true);
  // Zip64 is only needed past 4 GB or 65535 entries, far beyond any limit here.
  if (directoryOffset === ZIP64_MARK || count === 0xffff) throw tooLarge(maxUncompressedBytes);
  if (directoryOffset + directorySize > source.size) throw corrupt("its table of contents is cut off");
  const { entries, totalSize } = readDirectory(
    source.slice(directoryOffset, directorySize),
    count,
    maxUncompressedBytes,
  );
  return {
    entries,
    totalSize,
    read(name) {
      return inflateToMemory(source, entryOf(entries, name));
    },
    extract(name, destination) {
      return inflateToFile(source, entryOf(entries, name), destination);
    },
    close: () => source.close(),
  };
}

function entryOf(entries: Map<string, ZipEntry>, name: string): ZipEntry {
  const entry = entries.get(name);
  if (!entry) throw corrupt(`${name} is missing`);
  return entry;
}

function readDirectory(directory: Uint8Array, count: number, maxUncompressedBytes: number) {
  const view = viewOf(directory);
  const entries = new Map<string, ZipEntry>();
  let totalSize = 0;
  let at = 0;
  const names = new TextDecoder("utf-8");
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw corrupt("its table of contents is damaged");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const name = names.decode(directory.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (size === ZIP64_MARK || compressedSize === ZIP64_MARK || localHeaderOffset === ZIP64_MARK)
      throw tooLarge(maxUncompressedBytes);
    totalSize += size;
    if (totalSize > maxUncompressedBytes) throw tooLarge(maxUncompressedBytes, name);
    if (flags & 1) throw corrupt(`${name} is encrypted`);
    if (!name.endsWith("/")) entries.set(name, { name, method, compressedSize, size, localHeaderOffset });
  }
  return { entries, totalSize };
}

/** Where the entry's compressed bytes start and end in the archive. */
function dataRange(source: ZipSource, entry: ZipEntry): { start: number; end: number } {
  const at = entry.localHeaderOffset;
  const header = source.slice(at, 30);
  const view = viewOf(header);
  if (header.byteLength < 30 || view.getUint32(0, true) !== LOCAL_SIGNATURE)
    throw corrupt(`${entry.name} cannot be found`);
  const start = at + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > source.size) throw corrupt(`${entry.name} is cut off`);
  if (entry.method === 0 && entry.compressedSize !== entry.size) throw corrupt(`${entry.name} has a wrong size`);
  if (entry.method !== 0 && entry.method !== 8)
    throw corrupt(`${entry.name} uses an unsupported compression (method ${entry.method})`);
  return { start, end };
}

/**
 * Feeds the entry's bytes, a slice at a time, to `sink`; inflated output past the declared size stops the
 * work at once (a forged size cannot make an entry grow).
 */
function inflateEntry(source: ZipSource, entry: ZipEntry, sink: (chunk: Uint8Array) => void): void {
  const { start, end } = dataRange(source, entry);
  let written = 0;
  let overflow = false;
  const accept = (chunk: Uint8Array) => {
    if (overflow) return;
    if (written + chunk.length > entry.size) {
      overflow = true;
      return;
    }
    written += chunk.length;
    sink(chunk);
  };
  const inflater = entry.method === 8 ? new Inflate((chunk) => accept(chunk)) : null;
  try {
    for (let offset = start; offset < end && !overflow; offset += STEP) {
      const slice = source.slice(offset, Math.min(STEP, end - offset));
      if (inflater) inflater.push(slice, offset + STEP >= end);
      else accept(slice);
    }
    if (start === end && inflater) inflater.push(new Uint8Array(0), true);
  } catch {
    throw corrupt(`${entry.name} cannot be unpacked`);
  }
  if (overflow || written !== entry.size) throw corrupt(`${entry.name} unpacks to a size other than the one declared`);
}

function inflateToMemory(source: ZipSource, entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.size);
  let at = 0;
  inflateEntry(source, entry, (chunk) => {
    out.set(chunk, at);
    at += chunk.length;
  });
  return out;
}

function inflateToFile(source: ZipSource, entry: ZipEntry, destination: string): number {
  const fd = openSync(destination, "w", 0o600);
  try {
    inflateEntry(source, entry, (chunk) => writeSync(fd, chunk));
  } finally {
    closeSync(fd);
  }
  return entry.size;
}
