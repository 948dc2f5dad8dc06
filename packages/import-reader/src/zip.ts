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
  /** Inflates one entry (and only that one). */
  read(name: string): Uint8Array;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function corrupt(what: string): ImportReadError {
  return new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(what));
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * Reads the zip's central directory (names and sizes) without inflating anything, and refuses archives
 * whose declared content is larger than `maxUncompressedBytes`. Entries are inflated one at a time by `read`,
 * each bounded by its declared size, so a forged size cannot make an entry grow past it.
 */
export function openZip(bytes: Uint8Array, maxUncompressedBytes: number): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const looksLikeZip =
    bytes.byteLength >= 22 &&
    (view.getUint32(0, true) === LOCAL_SIGNATURE || view.getUint32(0, true) === EOCD_SIGNATURE);
  const eocd = looksLikeZip ? findEndOfCentralDirectory(view) : -1;
  if (eocd < 0) throw new ImportReadError("NOT_A_ZIP", messages.notAZip());

  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (directoryOffset === ZIP64_MARK || count === 0xffff) {
    // Zip64 is only needed past 4 GB or 65535 entries, far beyond any limit here.
    throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxUncompressedBytes), {
      limit: maxUncompressedBytes,
    });
  }
  if (directoryOffset + directorySize > bytes.byteLength) throw corrupt("its table of contents is cut off");

  const entries = new Map<string, ZipEntry>();
  let totalSize = 0;
  let at = directoryOffset;
  const names = new TextDecoder("utf-8");
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw corrupt("its table of contents is damaged");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (size === ZIP64_MARK || compressedSize === ZIP64_MARK || localHeaderOffset === ZIP64_MARK) {
      throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxUncompressedBytes), {
        limit: maxUncompressedBytes,
      });
    }
    totalSize += size;
    if (totalSize > maxUncompressedBytes) {
      throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxUncompressedBytes), {
        limit: maxUncompressedBytes,
        entry: name,
      });
    }
    if (flags & 1) throw corrupt(`${name} is encrypted`);
    if (!name.endsWith("/")) entries.set(name, { name, method, compressedSize, size, localHeaderOffset });
  }

  return {
    entries,
    totalSize,
    read(name) {
      const entry = entries.get(name);
      if (!entry) throw corrupt(`${name} is missing`);
      return inflateEntry(bytes, view, entry);
    },
  };
}

function inflateEntry(bytes: Uint8Array, view: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw corrupt(`${entry.name} cannot be found`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw corrupt(`${entry.name} is cut off`);
  const data = bytes.subarray(start, end);

  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw corrupt(`${entry.name} has a wrong size`);
    return data.slice();
  }
  if (entry.method !== 8) throw corrupt(`${entry.name} uses an unsupported compression (method ${entry.method})`);

  // Inflate into a buffer of exactly the declared size; stop as soon as the data wants more.
  const out = new Uint8Array(entry.size);
  let written = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (overflow) return;
    if (written + chunk.length > out.length) {
      overflow = true;
      return;
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  const step = 16 * 1024;
  try {
    for (let offset = 0; offset < data.length && !overflow; offset += step) {
      inflater.push(data.subarray(offset, Math.min(offset + step, data.length)), offset + step >= data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch {
    throw corrupt(`${entry.name} cannot be unpacked`);
  }
  if (overflow || written !== entry.size) throw corrupt(`${entry.name} unpacks to a size other than the one declared`);
  return out;
}
